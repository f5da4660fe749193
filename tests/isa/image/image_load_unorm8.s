; Vega ISA "MIMG Instructions" IMAGE_LOAD: "Image memory load with format
; conversion specified in T#"; "Image Resource" (T# in s[8:15]); "VGPR Usage"
; (DMASK channels to consecutive VGPRs). A 2D 4x2 linear image at 0x2000,
; pitch 4, BUF_DATA_FORMAT_8_8_8_8 UNORM (c / 255), dst_sel RGBA (x=R y=G z=B w=A).
; T#: w0 = 0x2000 >> 8, w1 = dfmt 10 << 20, w2 = (4-1) | (2-1) << 14,
; w3 = dst_sel 4,5,6,7 | type 9 (2D) << 28, w4 = pitch 4 << 13.
; case: texels (x, y) of lanes 0..7 cycle over the image
;   in:  s8=0x20 s9=0xa00000 s10=0x4003 s11=0x90000fac s12=0x8000
;   in:  v4=0,1,2,3,0,1,2,3 v5=0,0,0,0,1,1,1,1
;   in:  mem8[0x2000]=0,255,51,128,1,2,3,4,5,6,7,8,9,10,11,12
;   in:  mem8[0x2010]=13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28
;   out: v0=0x0,0x3b808081,0x3ca0a0a1,0x3d109091,0x3d50d0d1,0x3d888889,0x3da8a8a9,0x3dc8c8c9
;   out: v1=0x3f800000,0x3c008081,0x3cc0c0c1,0x3d20a0a1,0x3d60e0e1,0x3d909091,0x3db0b0b1,0x3dd0d0d1
;   out: v2=0x3e4ccccd,0x3c40c0c1,0x3ce0e0e1,0x3d30b0b1,0x3d70f0f1,0x3d989899,0x3db8b8b9,0x3dd8d8d9
;   out: v3=0x3f008081,0x3c808081,0x3d008081,0x3d40c0c1,0x3d808081,0x3da0a0a1,0x3dc0c0c1,0x3de0e0e1
; case: the conversion rounds to nearest even whatever MODE's rounding (here toward zero)
;   in:  mode=0xf3 s8=0x20 s9=0xa00000 s10=0x4003 s11=0x90000fac s12=0x8000
;   in:  v4=0,1,2,3,0,1,2,3 v5=0,0,0,0,1,1,1,1
;   in:  mem8[0x2000]=0,255,51,128,1,2,3,4,5,6,7,8,9,10,11,12
;   in:  mem8[0x2010]=13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28
;   out: v0=0x0,0x3b808081,0x3ca0a0a1,0x3d109091,0x3d50d0d1,0x3d888889,0x3da8a8a9,0x3dc8c8c9
;   out: v1=0x3f800000,0x3c008081,0x3cc0c0c1,0x3d20a0a1,0x3d60e0e1,0x3d909091,0x3db0b0b1,0x3dd0d0d1
;   out: v2=0x3e4ccccd,0x3c40c0c1,0x3ce0e0e1,0x3d30b0b1,0x3d70f0f1,0x3d989899,0x3db8b8b9,0x3dd8d8d9
;   out: v3=0x3f008081,0x3c808081,0x3d008081,0x3d40c0c1,0x3d808081,0x3da0a0a1,0x3dc0c0c1,0x3de0e0e1
image_load v[0:3], v[4:5], s[8:15] dmask:0xf unorm
s_endpgm

; Vega ISA "MIMG Instructions" IMAGE_LOAD_PCK / _PCK_SGN / _MIP_PCK /
; _MIP_PCK_SGN: "no format conversion" (the num format is not used: here
; FLOAT on 8-bit components, which IMAGE_LOAD does not convert) and "sign
; extension": each component's bits zero- or sign-extended to 32 bits, missing
; components 0 and a missing alpha integer 1, then dst_sel and DMASK. A 2D
; 2x1 BUF_DATA_FORMAT_8_8 image at 0x2100 with levels 0 and 1 (1x1 at 0x2104);
; lanes read x = lane % 2, the mip forms level 1 (x = 1 is out of range there).
; case: packed loads
;   in:  s8=0x21 s9=0x1c300000 s10=0x1 s11=0x90010fac s12=0x4000
;   in:  mem8[0x2100]=0x80,0x7f,0xff,0x01,0xfe,0x02
;   in:  v20=0,1 v21=0 v22=0,1 v23=0 v24=1
;   out: v10=0x80,0xff v11=0x7f,0x1
;   out: v14=0xffffff80,0xffffffff v15=0x7f,1 v16=0,0 v17=1,1
;   out: v18=0xfe,0 v19=0x2,0
;   out: v30=0xfffffffe,0 v31=2,0
image_load_pck v10, v[20:21], s[8:15] dmask:0x1 unorm
image_load_pck v11, v[20:21], s[8:15] dmask:0x2 unorm
image_load_pck_sgn v[14:17], v[20:21], s[8:15] dmask:0xf unorm
image_load_mip_pck v[18:19], v[22:24], s[8:15] dmask:0x3 unorm
image_load_mip_pck_sgn v[30:31], v[22:24], s[8:15] dmask:0x3 unorm
s_endpgm

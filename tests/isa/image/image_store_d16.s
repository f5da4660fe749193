; Vega ISA "MIMG Instructions" D16 field: "For stores, convert 16-bit data
; in VGPRs to 32 bits before going to memory. Whether the data is treated as
; float or int is decided by NFMT"; DMASK: "For D16 writes, DMASK is used only
; as a word count: each bit represents 16 bits of data to be written, starting
; at the LSBs ..., then MSBs, then [the next VGPR]. Bit position is ignored."
; (so DMASK 0x9 writes R and G). 2D 2x1 images, lanes 0 and 1 write x = lane:
; s[8:15] 8_8_8_8 UNORM (f16 * 255 rounded, saturated, NaN 0), s[16:23]
; 8_8_8_8 UINT, s[24:31] 16_16 UINT, s[32:39] 32 FLOAT (f16 widened).
; case: d16 stores
;   in:  exec=0x3 s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  s16=0x21 s17=0x10a00000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  s24=0x22 s25=0x10500000 s26=0x1 s27=0x90000fac s28=0x4000
;   in:  s32=0x23 s33=0x1c400000 s34=0x1 s35=0x90000fac s36=0x4000
;   in:  v10=0x3c000000,0x7e00bc00 v11=0x40003800,0x3bfc3266 v12=0x00060005,0x00080007 v13=0xbeef1234,0x00010002
;   in:  v14=0x3e00,0xfc00 v30=0,1 v31=0
;   out: mem8[0x2000]=0,255,128,255,0,0,51,255 mem8[0x2100]=5,6,0,0,7,8,0,0
;   out: mem16[0x2200]=0x1234,0xbeef,2,1 mem32[0x2300]=f32:1.5,f32:-inf
image_store v[10:11], v[30:31], s[8:15] dmask:0xf unorm d16
image_store v12, v[30:31], s[16:23] dmask:0x9 unorm d16
image_store v13, v[30:31], s[24:31] dmask:0x3 unorm d16
image_store v14, v[30:31], s[32:39] dmask:0x1 unorm d16
s_endpgm

; Vega ISA "MIMG Instructions" D16 field: "On loads, convert data in memory
; to 16-bit format before storing it in VGPRs ... Whether the data is treated
; as float or int is decided by NFMT"; "VGPR Usage", D16 Instructions: "a pair
; of data are stored in each 32-bit VGPR (LSBs first, then MSBs). The DMASK
; bit represents individual 16-bit elements"; an odd last element writes only
; D[15:0] (as BUFFER_LOAD_FORMAT_D16_X). 2D 2x1 images, lanes read x = lane % 2:
; s[8:15] 8_8_8_8 UNORM (c / 255 rounded to f16), s[16:23] 16_16 FLOAT (the
; halves as stored), s[24:31] 8 SINT (sign-extended to 16 bits; alpha 1).
; case: d16 loads
;   in:  s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  s16=0x21 s17=0x1c500000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  s24=0x22 s25=0x14100000 s26=0x1 s27=0x90000fac s28=0x4000
;   in:  mem8[0x2000]=0,255,51,128,1,2,3,4
;   in:  mem16[0x2100]=0x3c00,0xc000,0x7e00,0x0001
;   in:  mem8[0x2200]=0x80,0x7f
;   in:  v20=0,1 v21=0 v22=0 v14=0xabcd1234
;   out: v10=0x3c000000,0x20041c04 v11=0x38043266,0x24042206 v12=0x32660000,0x22061c04
;   out: v13=0x3c000000,0x20041c04 v14=0xabcd3266,0xabcd2206
;   out: v15=0xc0003c00,0x00017e00 v16=0x0001ff80,0x0001007f
image_load v[10:11], v[20:21], s[8:15] dmask:0xf unorm d16
image_load v12, v[20:21], s[8:15] dmask:0x5 unorm d16
image_load v[13:14], v[20:21], s[8:15] dmask:0x7 unorm d16
image_load_mip v15, v[20:22], s[16:23] dmask:0x3 unorm d16
image_load v16, v[20:21], s[24:31] dmask:0x9 unorm d16
s_endpgm

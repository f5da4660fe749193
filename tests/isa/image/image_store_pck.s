; Vega ISA "MIMG Instructions" IMAGE_STORE_PCK / IMAGE_STORE_MIP_PCK ("store
; of packed data without format conversion": each component's low bits; the
; num format is not used, here FLOAT on 8-bit components) and IMAGE_STORE_MIP
; ("to user-supplied mip level"; levels packed as in image_load_mip.s).
; s[8:15]: 2D 2x1 8_8 image at 0x2100, levels 0 and 1 (1x1 at 0x2104);
; s[16:23]: 2D 4x2 32 UINT image at 0x2200, levels 0..2 (level 1 at 0x2220,
; level 2 at 0x2228). Lanes 0 and 1 run; lane 1's x = 1 is out of range at
; level 1 of the 8_8 image.
; case: packed and mip stores
;   in:  exec=0x3 s8=0x21 s9=0x1c300000 s10=0x1 s11=0x90010fac s12=0x4000
;   in:  s16=0x22 s17=0x10400000 s18=0x4003 s19=0x90020fac s20=0x8000
;   in:  v10=0x1234,0x1ff v11=0x80,-1 v12=0xab,0x77 v13=0xcd,0x77 v14=21,22
;   in:  v20=0,1 v21=0 v22=1,1 v24=1,0 v25=0,0 v26=1,2
;   out: mem8[0x2100]=0x34,0x80,0xff,0xff,0xab,0xcd mem32[0x2224]=21,22
image_store_pck v[10:11], v[20:21], s[8:15] dmask:0x3 unorm
image_store_mip_pck v[12:13], v[20:22], s[8:15] dmask:0x3 unorm
image_store_mip v14, v[24:26], s[16:23] dmask:0x1 unorm
s_endpgm

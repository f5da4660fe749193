; Vega ISA "MIMG Instructions" IMAGE_LOAD_MIP ("user-supplied mip level"),
; "Image Opcodes with No Sampler" (load_mip: x, y, mipid), "Image Resource"
; base level / last level (the view's levels), with the mip layout of
; frontend/lift/lift_image_resource.h: level L is max(1, size >> L) texels
; wide and high, pitch max(1, pitch >> L), the levels packed from the base.
; A 2D 4x2 BUF_DATA_FORMAT_32 UINT image at 0x2000: level 0 (4x2) at 0x2000,
; level 1 (2x1) at 0x2020, level 2 (1x1) at 0x2028. s[8:15]: levels 0..2;
; s[16:23]: the view of levels 1..2 (mipid 0 is level 1; IMAGE_LOAD reads it).
; A mipid past the last level, or x past the level's width, reads 0.
; case: levels
;   in:  s8=0x20 s9=0x10400000 s10=0x4003 s11=0x90020fac s12=0x8000
;   in:  s16=0x20 s17=0x10400000 s18=0x4003 s19=0x90021fac s20=0x8000
;   in:  mem32[0x2000]=100,101,102,103,104,105,106,107,200,201,300
;   in:  v20=0,1,0,3,0,2 v21=0,0,0,1,0,0 v22=0,1,2,0,3,1
;   in:  v24=1,0,0,1,0,0 v25=0,0,0,0,0,0 v26=0,1,2,0,1,1
;   out: v10=100,201,300,107,0,0 v11=201,300,0,201,300,300 v12=201,200,200,201,200,200
image_load_mip v10, v[20:22], s[8:15] dmask:0x1 unorm
image_load_mip v11, v[24:26], s[16:23] dmask:0x1 unorm
image_load v12, v[24:25], s[16:23] dmask:0x1 unorm
s_endpgm

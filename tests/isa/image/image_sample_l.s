; Vega ISA "MIMG Instructions" IMAGE_SAMPLE_L ("sample texture map, with
; user LOD") and IMAGE_SAMPLE ("sample texture map"); "Image Opcodes with a
; Sampler": sample_l reads x, y, lod. With the S#'s mip filter NONE both
; read the base level whatever the LOD (frontend/lift/lift_image_sample.cpp).
; The 2x2 float image of image_sample.s; point, clamp, unnormalized.
; case: LOD 2 and the implicit LOD read the base level
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x8092 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5,f32:1.5,f32:0.5,f32:1.7
;   in:  v5=f32:0.5,f32:0.5,f32:1.5,f32:1.2
;   in:  v6=f32:2.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v1=f32:1.0,f32:2.0,f32:3.0,f32:5.0
image_sample_l v0, v[4:6], s[8:15], s[16:19] dmask:0x1
image_sample v1, v[4:5], s[8:15], s[16:19] dmask:0x1
s_endpgm

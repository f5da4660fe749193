; Vega ISA "MIMG Instructions" IMAGE_SAMPLE_B ("sample texture map, with
; lod bias"), IMAGE_SAMPLE_B_CL (and LOD clamp) and IMAGE_SAMPLE_CL; "VGPR
; Usage": the bias dword comes before the body, the clamp after it. With
; the S#'s mip filter NONE every form reads the base level, so bias and
; clamp only move the body (lift_image_sample.cpp).
; The 2x2 float image of image_sample.s; point, clamp, unnormalized (S#
; 0x8092): texel (floor(x), floor(y)), clamped.
; case: bias in v4, x in v5, y in v6, clamp in v7 (_B, _B_CL); _CL reads
; x in v4, y in v5
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x8092 s17=0 s18=0 s19=0
;   in:  v4=f32:1.5,f32:0.5,f32:0.5,f32:-3.0
;   in:  v5=f32:0.5,f32:1.5,f32:0.5,f32:1.7
;   in:  v6=f32:0.5,f32:0.5,f32:1.5,f32:1.2
;   in:  v7=f32:2.0,f32:0.0,f32:9.0,f32:1.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v1=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v2=f32:2.0,f32:3.0,f32:1.0,f32:3.0
image_sample_b v0, v[4:7], s[8:15], s[16:19] dmask:0x1
image_sample_b_cl v1, v[4:7], s[8:15], s[16:19] dmask:0x1
image_sample_cl v2, v[4:7], s[8:15], s[16:19] dmask:0x1
s_endpgm

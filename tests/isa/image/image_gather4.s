; Vega ISA "MIMG Instructions" IMAGE_GATHER4_LZ, IMAGE_GATHER4,
; IMAGE_GATHER4_L and IMAGE_GATHER4_CL ("gather 4 single component elements
; (2x2)"): DMASK selects the one component (0 = red .. 3 = alpha, "MIMG Instruction
; Fields"); "Image Opcodes with a Sampler": gather4 reads x, y, gather4_l x,
; y, lod, gather4_cl x, y, clamp. The seed gives no footprint; gcnjit's rules
; (frontend/lift/lift_image_gather.cpp): the 2x2 texels of bilinear
; filtering, u = x * n, g = rint(u * 256) - 128, taps i0 = g >> 8 and
; i0 + 1 (likewise j0, j1 along y), each resolved by the clamp mode, returned
; as (i0,j1), (i1,j1), (i1,j0), (i0,j0) (OpenGL textureGather's order).
; The 2x2 float image of image_sample.s (texels (0,0)=1 (1,0)=2 (0,1)=3
; (1,1)=5); S# normalized, point filter (gather ignores the filter).
; case: clamp to last texel (S# 0x92): (0.5, 0.5) and (0.25, 0.25) give
; taps 0, 1 on both axes; (0, 0) taps -1, 0 clamp to 0; (0.9, 0.1): x
; rint(460.8) = 461 - 128 = 333 taps 1, 2 -> 1, y rint(51.2) = 51 - 128 taps
; -1, 0 -> 0: texel (1,0) four times
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5,f32:0.25,f32:0.0,f32:0.9
;   in:  v5=f32:0.5,f32:0.25,f32:0.0,f32:0.1
;   in:  v6=f32:3.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:3.0,f32:3.0,f32:1.0,f32:2.0
;   out: v1=f32:5.0,f32:5.0,f32:1.0,f32:2.0
;   out: v2=f32:2.0,f32:2.0,f32:1.0,f32:2.0
;   out: v3=f32:1.0,f32:1.0,f32:1.0,f32:2.0
;   out: v8=f32:3.0,f32:3.0,f32:1.0,f32:2.0
;   out: v9=f32:5.0,f32:5.0,f32:1.0,f32:2.0
;   out: v10=f32:2.0,f32:2.0,f32:1.0,f32:2.0
;   out: v11=f32:1.0,f32:1.0,f32:1.0,f32:2.0
;   out: v12=f32:3.0,f32:3.0,f32:1.0,f32:2.0
;   out: v13=f32:5.0,f32:5.0,f32:1.0,f32:2.0
;   out: v14=f32:2.0,f32:2.0,f32:1.0,f32:2.0
;   out: v15=f32:1.0,f32:1.0,f32:1.0,f32:2.0
;   out: v16=f32:3.0,f32:3.0,f32:1.0,f32:2.0
;   out: v17=f32:5.0,f32:5.0,f32:1.0,f32:2.0
;   out: v18=f32:2.0,f32:2.0,f32:1.0,f32:2.0
;   out: v19=f32:1.0,f32:1.0,f32:1.0,f32:2.0
; case: clamp to a transparent black border (S# 0x1b6): (0, 0) reads only
; texel (0,0) in its footprint, (1, 1) only (1,1); (0.5, 0.5) is inside
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x1b6 s17=0 s18=0 s19=0
;   in:  v4=f32:0.0,f32:1.0,f32:0.5,f32:0.5
;   in:  v5=f32:0.0,f32:1.0,f32:0.5,f32:0.5
;   in:  v6=f32:0.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:0.0,f32:0.0,f32:3.0,f32:3.0
;   out: v1=f32:1.0,f32:0.0,f32:5.0,f32:5.0
;   out: v2=f32:0.0,f32:0.0,f32:2.0,f32:2.0
;   out: v3=f32:0.0,f32:5.0,f32:1.0,f32:1.0
;   out: v8=f32:0.0,f32:0.0,f32:3.0,f32:3.0
;   out: v9=f32:1.0,f32:0.0,f32:5.0,f32:5.0
;   out: v10=f32:0.0,f32:0.0,f32:2.0,f32:2.0
;   out: v11=f32:0.0,f32:5.0,f32:1.0,f32:1.0
;   out: v12=f32:0.0,f32:0.0,f32:3.0,f32:3.0
;   out: v13=f32:1.0,f32:0.0,f32:5.0,f32:5.0
;   out: v14=f32:0.0,f32:0.0,f32:2.0,f32:2.0
;   out: v15=f32:0.0,f32:5.0,f32:1.0,f32:1.0
;   out: v16=f32:0.0,f32:0.0,f32:3.0,f32:3.0
;   out: v17=f32:1.0,f32:0.0,f32:5.0,f32:5.0
;   out: v18=f32:0.0,f32:0.0,f32:2.0,f32:2.0
;   out: v19=f32:0.0,f32:5.0,f32:1.0,f32:1.0
image_gather4_lz v[0:3], v[4:5], s[8:15], s[16:19] dmask:0x1
image_gather4 v[8:11], v[4:5], s[8:15], s[16:19] dmask:0x1
image_gather4_l v[12:15], v[4:6], s[8:15], s[16:19] dmask:0x1
image_gather4_cl v[16:19], v[4:6], s[8:15], s[16:19] dmask:0x1
s_endpgm

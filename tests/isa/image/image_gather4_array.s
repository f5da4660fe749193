; Vega ISA "MIMG Instructions" IMAGE_GATHER4_LZ and IMAGE_GATHER4_B_CL on a
; 2D array ("Image Opcodes with a Sampler": gather4 2D Array reads x, y,
; slice; the bias dword comes first, the clamp last), and the image types
; gather4 has no form for. The slice is rint(slice) clamped to the slice
; count, as for sampling (lift_image_sample.cpp); footprint and order as in
; image_gather4.s. T# type 13 (2D array), 2x2, 2 slices (depth field 1),
; float, texel (x, y, slice) = 1 + x + 2y + 4 slice.
; case: slices 0, 1 (0.6 rounds up), clamped from 7 and -2
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0xd0000fac s12=0x4001
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5 v5=f32:0.5 v6=f32:0.0,f32:0.6,f32:7.0,f32:-2.0
;   in:  v16=f32:2.0 v17=f32:0.5 v18=f32:0.5 v19=f32:0.0,f32:0.6,f32:7.0,f32:-2.0 v20=f32:0.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:4.0,f32:5.0,f32:6.0,f32:7.0,f32:8.0
;   out: v0=f32:3.0,f32:7.0,f32:7.0,f32:3.0
;   out: v1=f32:4.0,f32:8.0,f32:8.0,f32:4.0
;   out: v2=f32:2.0,f32:6.0,f32:6.0,f32:2.0
;   out: v3=f32:1.0,f32:5.0,f32:5.0,f32:1.0
;   out: v8=f32:3.0,f32:7.0,f32:7.0,f32:3.0
;   out: v9=f32:4.0,f32:8.0,f32:8.0,f32:4.0
;   out: v10=f32:2.0,f32:6.0,f32:6.0,f32:2.0
;   out: v11=f32:1.0,f32:5.0,f32:5.0,f32:1.0
; case: a 1D image (type 8) faults naming the type
;   in:  s8=0x20 s9=0x1c400000 s10=0x1 s11=0x80000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   out: fault~image_gather4 on an image of type 8
; case: a 3D image (type 10) faults naming the type
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0xa0000fac s12=0x4001
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   out: fault~image_gather4 on an image of type 10
image_gather4_lz v[0:3], v[4:6], s[8:15], s[16:19] dmask:0x1 da
image_gather4_b_cl v[8:11], v[16:20], s[8:15], s[16:19] dmask:0x1 da
s_endpgm

; Vega ISA "MIMG Instructions" IMAGE_GATHER4_LZ and IMAGE_GATHER4_B
; ("gather 4 single component elements (2x2)", "with user bias"): DMASK
; picks the component (0 = red .. 3 = alpha, "MIMG Instruction Fields")
; of each texel as sampling returns it, after the T#'s dst_sel; "VGPR
; Usage": gather4_b's bias comes before x, y. Footprint and order as in
; image_gather4.s: at (0.5, 0.5) of a 2x2 image, (0,1), (1,1), (1,0), (0,0).
; A 2x2 RGBA 32-bit float image at 0x2000: T# w1 = dfmt 14
; (32_32_32_32) << 20 | nfmt 7 << 26, texel (x, y) channel k =
; 10 * (2y + x) + k.
; case: blue, alpha, and red with a bias before the address
;   in:  s8=0x20 s9=0x1ce00000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5 v5=f32:0.5 v16=f32:-1.0 v17=f32:0.5 v18=f32:0.5
;   in:  mem32[0x2000]=f32:0,f32:1,f32:2,f32:3,f32:10,f32:11,f32:12,f32:13
;   in:  mem32[0x2020]=f32:20,f32:21,f32:22,f32:23,f32:30,f32:31,f32:32,f32:33
;   out: v0=f32:22.0 v1=f32:32.0 v2=f32:12.0 v3=f32:2.0
;   out: v8=f32:23.0 v9=f32:33.0 v10=f32:13.0 v11=f32:3.0
;   out: v12=f32:20.0 v13=f32:30.0 v14=f32:10.0 v15=f32:0.0
; case: dst_sel x=B y=G z=R w=A (T# w3 = 0x90000f2e): blue (z) gathers red,
; red (x) gathers blue
;   in:  s8=0x20 s9=0x1ce00000 s10=0x4001 s11=0x90000f2e s12=0x4000
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5 v5=f32:0.5 v16=f32:-1.0 v17=f32:0.5 v18=f32:0.5
;   in:  mem32[0x2000]=f32:0,f32:1,f32:2,f32:3,f32:10,f32:11,f32:12,f32:13
;   in:  mem32[0x2020]=f32:20,f32:21,f32:22,f32:23,f32:30,f32:31,f32:32,f32:33
;   out: v0=f32:20.0 v1=f32:30.0 v2=f32:10.0 v3=f32:0.0
;   out: v8=f32:23.0 v9=f32:33.0 v10=f32:13.0 v11=f32:3.0
;   out: v12=f32:22.0 v13=f32:32.0 v14=f32:12.0 v15=f32:2.0
; case: a one-channel float image (image_sample.s's): missing blue reads 0,
; missing alpha 1, red the texels
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5 v5=f32:0.5 v16=f32:-1.0 v17=f32:0.5 v18=f32:0.5
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:0.0 v1=f32:0.0 v2=f32:0.0 v3=f32:0.0
;   out: v8=f32:1.0 v9=f32:1.0 v10=f32:1.0 v11=f32:1.0
;   out: v12=f32:3.0 v13=f32:5.0 v14=f32:2.0 v15=f32:1.0
; case: a 32-bit UINT image with the S#'s bilinear filter: gather does not
; filter, so integer formats run (missing blue 0, alpha the integer 1)
;   in:  s8=0x20 s9=0x10400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0x500000 s19=0
;   in:  v4=f32:0.5 v5=f32:0.5 v16=f32:-1.0 v17=f32:0.5 v18=f32:0.5
;   in:  mem32[0x2000]=10,20,30,50
;   out: v0=0 v1=0 v2=0 v3=0
;   out: v8=1 v9=1 v10=1 v11=1
;   out: v12=30 v13=50 v14=20 v15=10
image_gather4_lz v[0:3], v[4:5], s[8:15], s[16:19] dmask:0x4
image_gather4_lz v[8:11], v[4:5], s[8:15], s[16:19] dmask:0x8
image_gather4_b v[12:15], v[16:18], s[8:15], s[16:19] dmask:0x1
s_endpgm

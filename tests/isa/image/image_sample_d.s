; Vega ISA "MIMG Instructions" IMAGE_SAMPLE_D ("sample texture map, with
; user derivatives"), IMAGE_SAMPLE_CD (coarse derivatives) and
; IMAGE_SAMPLE_D_CL and IMAGE_SAMPLE_CD_CL (with LOD clamp); "VGPR Usage": the address is
; { derivative } { body } [clamp], the derivatives one dword each, 1D: DX/DH
; DX/DV, 2D: DX/DH DY/DH DX/DV DY/DV, 3D: DX/DH DY/DH DZ/DH DX/DV DY/DV
; DZ/DV. With the S#'s mip filter NONE every form reads the base level, so
; the derivatives and the clamp only move the body (lift_image_sample.cpp);
; derivatives that would select other texels if read as coordinates show
; the body is found after them.
; The 2D image is image_sample.s's 2x2 float image at 0x2000 (texels (0,0)=1
; (1,0)=2 (0,1)=3 (1,1)=5).
; case: 2D, bilinear, clamp, normalized (S# 0x92, dword 2 = 0x500000):
; (0.5, 0.5) averages all four; (0.25, 0.25) is texel (0,0); (0.375, 0.25)
; weighs x 0.75/0.25 (1 * 0.75 + 2 * 0.25); (0, 1) clamps to row 1 texel 0
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0x500000 s19=0
;   in:  v4=f32:7.0,f32:-2.0,f32:1.0,f32:0.9
;   in:  v5=f32:-2.0,f32:0.75,f32:0.0,f32:0.1
;   in:  v6=f32:0.125,f32:3.0,f32:0.5,f32:0.6
;   in:  v7=f32:3.0,f32:0.125,f32:0.75,f32:0.3
;   in:  v8=f32:0.5,f32:0.25,f32:0.375,f32:0.0
;   in:  v9=f32:0.5,f32:0.25,f32:0.25,f32:1.0
;   in:  v10=f32:0.0,f32:4.0,f32:1.0,f32:0.5
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:2.75,f32:1.0,f32:1.25,f32:3.0
;   out: v1=f32:2.75,f32:1.0,f32:1.25,f32:3.0
;   out: v2=f32:2.75,f32:1.0,f32:1.25,f32:3.0
;   out: v3=f32:2.75,f32:1.0,f32:1.25,f32:3.0
; case: 1D (T# type 8, width 2: texels 1, 2), point, clamp, unnormalized
; (S# 0x8092): two derivatives, then x; texel floor(x), clamped
;   in:  s8=0x20 s9=0x1c400000 s10=0x1 s11=0x80000fac s12=0x4000
;   in:  s16=0x8092 s17=0 s18=0 s19=0
;   in:  v4=f32:1.5,f32:0.5,f32:9.0,f32:-3.0
;   in:  v5=f32:1.5,f32:0.5,f32:9.0,f32:-3.0
;   in:  v6=f32:0.5,f32:1.5,f32:-3.0,f32:9.0
;   in:  v7=f32:1.5,f32:0.5,f32:9.0,f32:-3.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0
;   out: v0=f32:1.0,f32:2.0,f32:1.0,f32:2.0
;   out: v1=f32:1.0,f32:2.0,f32:1.0,f32:2.0
;   out: v2=f32:1.0,f32:2.0,f32:1.0,f32:2.0
;   out: v3=f32:1.0,f32:2.0,f32:1.0,f32:2.0
; case: 3D (T# type 10, 2x2x2: texel (x,y,z) = 1 + x + 2y + 4z), point,
; clamp, unnormalized: six derivatives, then x, y, z
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0xa0000fac s12=0x4001
;   in:  s16=0x8092 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5 v5=f32:0.5 v6=f32:0.5 v7=f32:0.5 v8=f32:0.5 v9=f32:0.5
;   in:  v10=f32:1.5,f32:0.5,f32:0.5,f32:1.9
;   in:  v11=f32:0.5,f32:1.5,f32:0.5,f32:1.9
;   in:  v12=f32:1.5,f32:0.5,f32:1.5,f32:1.9
;   in:  v13=f32:0.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:4.0,f32:5.0,f32:6.0,f32:7.0,f32:8.0
;   out: v0=f32:6.0,f32:3.0,f32:5.0,f32:8.0
;   out: v1=f32:6.0,f32:3.0,f32:5.0,f32:8.0
;   out: v2=f32:6.0,f32:3.0,f32:5.0,f32:8.0
;   out: v3=f32:6.0,f32:3.0,f32:5.0,f32:8.0
image_sample_d v0, v[4:11], s[8:15], s[16:19] dmask:0x1
image_sample_cd v1, v[4:11], s[8:15], s[16:19] dmask:0x1
image_sample_d_cl v2, v[4:11], s[8:15], s[16:19] dmask:0x1
image_sample_cd_cl v3, v[4:11], s[8:15], s[16:19] dmask:0x1
s_endpgm

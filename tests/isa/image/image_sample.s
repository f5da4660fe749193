; Vega ISA "MIMG Instructions" IMAGE_SAMPLE_LZ: "sample texture map, with
; LOD zero"; "Image Opcodes with a Sampler" (float address VGPRs x, y);
; "Image Sampler" (S# in s[16:19]: clamp x/y/z 8:0, force unnormalized 15,
; xy mag/min filter 85:84/87:86, border color type 127:126). The filter
; arithmetic is gcnjit's, stated in frontend/lift/lift_image_sample.cpp
; (8-bit sub-texel fixed point, weights (256 - a) / 256 and a / 256).
; A 2D 2x2 float image at 0x2000, pitch 2, texels (0,0)=1 (1,0)=2 (0,1)=3
; (1,1)=5: T# w0 = 0x2000 >> 8, w1 = dfmt 4 (32) << 20 | nfmt 7 (FLOAT)
; << 26, w2 = (2-1) | (2-1) << 14, w3 = dst_sel RGBA | type 9 (2D) << 28,
; w4 = pitch 2 << 13.
; case: point, clamp to last texel, unnormalized (S# 0x8092): texel floor(u)
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x8092 s17=0 s18=0 s19=0
;   in:  v4=f32:0.5,f32:1.5,f32:0.5,f32:1.7,f32:-3.0,f32:9.0
;   in:  v5=f32:0.5,f32:0.5,f32:1.5,f32:1.2,f32:0.5,f32:9.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:1.0,f32:2.0,f32:3.0,f32:5.0,f32:1.0,f32:5.0
; case: bilinear, clamp, normalized (S# 0x92, dword 2 = 0x500000): (0.5,
; 0.5) averages all four; (0.25, 0.25) is texel (0,0) exactly; (0.375,
; 0.25) weighs x 0.75/0.25; (0, 1) clamps both taps of each axis
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0x500000 s19=0
;   in:  v4=f32:0.5,f32:0.25,f32:0.375,f32:0.0
;   in:  v5=f32:0.5,f32:0.25,f32:0.25,f32:1.0
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:2.75,f32:1.0,f32:1.25,f32:3.0
; case: bilinear, x wraps, y clamps to an opaque white border (S# 0x30,
; border type 2 << 30): x = 0 blends texels 1 and 0; y = 0 blends the
; border row (1.0) with row 0; x = 1.25 wraps to 0.25
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x30 s17=0 s18=0x500000 s19=0x80000000
;   in:  v4=f32:0.0,f32:0.5,f32:1.25
;   in:  v5=f32:0.25,f32:0.0,f32:0.75
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:1.5,f32:1.25,f32:3.0
; case: the same with a transparent black border (type 0): y = 0 blends 0.0
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x30 s17=0 s18=0x500000 s19=0
;   in:  v4=f32:0.0,f32:0.5,f32:1.25
;   in:  v5=f32:0.25,f32:0.0,f32:0.75
;   in:  mem32[0x2000]=f32:1.0,f32:2.0,f32:3.0,f32:5.0
;   out: v0=f32:1.5,f32:0.75,f32:3.0
image_sample_lz v0, v[4:5], s[8:15], s[16:19] dmask:0x1
s_endpgm

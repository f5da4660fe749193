; Vega ISA "VOP2 Instructions", V_MADMK_F32: D.f = S0.f * K + S1.f and
; V_MADAK_F32: D.f = S0.f * S1.f + K, K the 32-bit literal; the V_MAD_F32
; multiply-add (product rounded, denormals flushed).
; case: ordinary values
;   in:  v0=f32:2.0 v1=f32:3.0
;   out: v2=0x40a00400 v3=f32:4.5
; case: the product is rounded before the add
;   in:  v0=0x3f800800 v1=f32:-1.0
;   out: v2=0x3a000000 v3=0x3fc01000
; case: a denormal addend is flushed
;   in:  v0=0 v1=0x80000010
;   out: v2=0 v3=f32:0.5
v_madmk_f32 v2, v0, 0x3f800800, v1
v_madak_f32 v3, v0, v0, 0x3f000000
s_endpgm

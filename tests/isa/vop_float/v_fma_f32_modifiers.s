; Vega ISA "VOP3A": the VOP3-only float rows take NEG/ABS on each source and
; OMOD/CLAMP on the result (V_FMA_F32, V_MAD_F32, V_MED3_F32, V_LDEXP_F32).
; case: modifiers
;   in:  v0=f32:-0.5 v1=f32:3.0 v2=f32:0.25
;   out: v3=0 v4=f32:1.0 v5=f32:-3.5 v6=f32:0.25 v7=f32:-8.0
; case: NaN through CLAMP with DX10_CLAMP
;   in:  mode=0x1f0 v0=0x7fc00000 v1=f32:3.0 v2=f32:0.25
;   out: v3=0 v4=0 v5=0x7fc00000 v6=f32:0.25 v7=0x7fc00000
v_fma_f32 v3, v0, v1, v2 clamp
v_fma_f32 v4, -v0, |v1|, v2 clamp
v_mad_f32 v5, v0, v1, -v2 mul:2
v_med3_f32 v6, v0, v1, v2 clamp
v_ldexp_f32 v7, v0, 3 mul:2
s_endpgm

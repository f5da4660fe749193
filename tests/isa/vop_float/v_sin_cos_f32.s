; Vega ISA "VOP1 Instructions", V_SIN_F32: D.f = sin(S0.f * 2 * PI) and
; V_COS_F32: D.f = cos(S0.f * 2 * PI) (the input counts revolutions),
; denormals supported; the seed's examples. Quarter revolutions are exact.
; case: the seed's examples
;   in:  v0=0xff800000,0xff7fffff,0x80000000,0x3e800000,0x7f800000
;   out: v1=0xffc00000,0x00000000,0x80000000,0x3f800000,0xffc00000 v2=0xffc00000,0x3f800000,0x3f800000,0x00000000,0xffc00000 v5=0x3c00
; case: half, negative and whole revolutions
;   in:  v0=f32:0.5,f32:-0.25,f32:1.25,f32:3.0,f32:0.125
;   out: v1=0,f32:-1.0,f32:1.0,0,0x3f3504f3 v2=f32:-1.0,0,0,f32:1.0,0x3f3504f3 v5=0x3c00
; case: f16 inputs (V_SIN_F16 / V_COS_F16 examples)
;   in:  v3=0xfc00,0xfbff,0x8000,0x3400,0x7bff
;   out: v2=f32:1.0 v4=0xfe00,0x0000,0x8000,0x3c00,0x0000 v5=0xfe00,0x3c00,0x3c00,0x0000,0x3c00
v_sin_f32 v1, v0
v_cos_f32 v2, v0
v_sin_f16 v4, v3
v_cos_f16 v5, v3
s_endpgm

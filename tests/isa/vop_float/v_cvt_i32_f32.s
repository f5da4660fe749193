; Vega ISA "VOP1 Instructions", V_CVT_I32_F32 / V_CVT_U32_F32: (int)S0.f
; truncating; out-of-range values and infinities saturate, NaN gives 0.
; case: truncation toward zero
;   in:  v0=f32:1.9,f32:-1.9,f32:-0.5,f32:2147483520.0
;   out: v1=1,-1,0,2147483520 v2=1,0,0,2147483520 v3=1,-1,0,2147483520
; case: saturation and NaN
;   in:  v0=f32:3e9,f32:-3e9,f32:inf,f32:-inf,0x7fc00000,f32:5e9
;   out: v1=0x7fffffff,0x80000000,0x7fffffff,0x80000000,0,0x7fffffff v2=3000000000,0,0xffffffff,0,0,0xffffffff v3=0x7fffffff,0x80000000,0x7fffffff,0x80000000,0,0x7fffffff
; case: clamp only controls the INEXACT exception
;   in:  v0=f32:-7.5
;   out: v1=-7 v2=0 v3=-7
v_cvt_i32_f32 v1, v0
v_cvt_u32_f32 v2, v0
v_cvt_i32_f32_e64 v3, v0 clamp
s_endpgm

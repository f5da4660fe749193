; Vega ISA "VOP3A" V_LDEXP_F32: D.f = S0.f * 2**S1.i, rounded per MODE;
; "VOP1" V_FREXP_MANT_F32 / V_FREXP_EXP_I32_F32: S0 = mantissa * 2**exponent
; with the mantissa in [0.5, 1); Inf/NaN give themselves and 0.
; case: ordinary values
;   in:  v0=f32:12.0,f32:-0.375,0,f32:-0.0 v1=3,-2,7,5
;   out: v2=f32:96.0,f32:-0.09375,0,0x80000000 v3=f32:0.75,f32:-0.75,0,0x80000000 v4=4,-1,0,0
; case: denormal results round per MODE
;   in:  v0=f32:1.0,f32:3.0,f32:1.0,f32:1.0 v1=-149,-150,-150,128
;   out: v2=0x00000001,0x00000002,0,f32:inf v3=f32:0.5,f32:0.75,f32:0.5,f32:0.5 v4=1,2,1,1
; case: exponents beyond any range saturate
;   in:  v0=f32:1.0,f32:1.0 v1=0x7fffffff,0x80000000
;   out: v2=f32:inf,0 v3=f32:0.5 v4=1
; case: infinities, NaN and denormals
;   in:  v0=f32:-inf,0x7f800001,0x00000001 v1=1
;   out: v2=f32:-inf,0x7fc00001,0x00000002 v3=f32:-inf,0x7f800001,f32:0.5 v4=0,0,-148
; case: flushed denormal input
;   in:  mode=0x00 v0=0x00000001 v1=1
;   out: v2=0 v3=0 v4=0
v_ldexp_f32 v2, v0, v1
v_frexp_mant_f32 v3, v0
v_frexp_exp_i32_f32 v4, v0
s_endpgm

; Vega ISA "VOP1 Instructions", V_FREXP_MANT_F64 / V_FREXP_EXP_I32_F64 and
; V_FREXP_MANT_F16 / V_FREXP_EXP_I16_F16: S0 = mantissa * 2**exponent with
; the mantissa in [0.5, 1); Inf and NaN give themselves and 0.
; case: values
;   in:  v[0:1]=f64:-12.0,0x1,f64:inf,0x7ff4000000000000 v2=f16:-12.0,0x0001,0x7c00,0x7d00
;   out: v[4:5]=f64:-0.75,f64:0.5,f64:inf,0x7ff4000000000000 v6=4,-1073,0,0 v7=f16:-0.75,f16:0.5,0x7c00,0x7d00 v8=4,0xffe9,0,0
v_frexp_mant_f64 v[4:5], v[0:1]
v_frexp_exp_i32_f64 v6, v[0:1]
v_frexp_mant_f16 v7, v2
v_frexp_exp_i16_f16 v8, v2
s_endpgm

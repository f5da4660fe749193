; Vega ISA "VOP1 Instructions", V_CVT_F16_F32 (rounded per FP_ROUND[3:2],
; creates f16 denormals) / V_CVT_F32_F16 (exact, "FP16 denormal inputs are
; accepted"); V_CVT_PKRTZ_F16_F32
; ("VOP3A"): D = {f16(S1), f16(S0)} rounded toward zero whatever MODE says.
; case: rounding, overflow and denormals
;   in:  v0=0x3eaaaaab,f32:65520.0,f32:-1e-7,0x7f800001 v1=f32:3.0 v6=f16:3.0
;   out: v2=0x3555,0x7c00,0x8002,0x7e00 v3=0x3555,0x7bff,0x8001,0x7e00 v4=f32:3.0 v5=0x42003555,0x42007bff,0x42008001,0x42007e00
; case: f16 denormal and NaN to f32
;   in:  v6=0x0001,0x8000,0x7c01
;   out: v4=0x33800000,0x80000000,0x7fc02000
; case: f16 denormal inputs are accepted whatever MODE says
;   in:  mode=0x00 v6=0x0001,0x8200
;   out: v4=0x33800000,0xb8000000
; case: round toward +inf (FP_ROUND[3:2] = 1)
;   in:  mode=0xf4 v0=0x3eaaaaab v1=f32:3.0 v6=f16:3.0
;   out: v2=0x3556 v3=0x3555 v4=f32:3.0 v5=0x42003555
v_cvt_f16_f32 v2, v0
v_cvt_pkrtz_f16_f32 v3, v0, 0
v_cvt_f32_f16 v4, v6
v_cvt_pkrtz_f16_f32 v5, v0, v1
s_endpgm

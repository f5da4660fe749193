; Vega ISA "VOP1/VOP3A Instructions", V_CVT_NORM_I16_F16 / V_CVT_NORM_U16_F16
; (flt16_to_snorm16 / flt16_to_unorm16, 0.5 ULP) and V_CVT_PKNORM_I16_F32 /
; V_CVT_PKNORM_U16_F32 (D = {norm(S1), norm(S0)}): the value times 32767 /
; 65535 rounded to nearest even, saturated to [-32767, 32767] / [0, 65535];
; NaN gives 0.
; case: values
;   in:  v0=f16:0.5,f16:-1.0,f16:2.0,0x7e00,f16:-0.25 v1=f32:0.5,f32:-2.0,0x7fc00000,f32:1.0,f32:0.25 v6=f32:0.25
;   out: v2=0x4000,0x8001,0x7fff,0,0xe000 v3=0x8000,0,0xffff,0,0 v4=0x20004000,0x20008001,0x20000000,0x20007fff,0x20002000 v5=0x40008000,0x40000000,0x40000000,0x4000ffff,0x40004000
v_cvt_norm_i16_f16 v2, v0
v_cvt_norm_u16_f16 v3, v0
v_cvt_pknorm_i16_f32 v4, v1, v6
v_cvt_pknorm_u16_f32 v5, v1, v6
s_endpgm

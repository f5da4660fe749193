; Vega ISA "VOP1 Instructions", V_CVT_F16_I16 / V_CVT_F16_U16 (rounded per
; FP_ROUND[3:2]) and V_CVT_I16_F16 / V_CVT_U16_F16 (truncating, saturating,
; NaN gives 0); results fill the low half and zero the high one.
; case: values
;   in:  v0=0xffff8000,2049,0xffff,100 v1=f16:-2.5,f16:65504.0,0x7e00,f16:-65504.0
;   out: v2=0xf800,0x6800,0xbc00,0x5640 v3=0x7800,0x6800,0x7c00,0x5640 v4=0xfffe,0x7fff,0,0x8000 v5=0,0xffe0,0,0
v_cvt_f16_i16 v2, v0
v_cvt_f16_u16 v3, v0
v_cvt_i16_f16 v4, v1
v_cvt_u16_f16 v5, v1
s_endpgm

; Vega ISA "VOP3A & VOP3B Instructions", V_CVT_PKNORM_I16_F16 /
; V_CVT_PKNORM_U16_F16: D = {norm(S1.f16), norm(S0.f16)} (see v_cvt_norm.s);
; op_sel selects source halves.
; case: values
;   in:  v0=0x3800bc00 v1=0x7e003400
;   out: v2=0x20008001 v3=0x40000000 v4=0x00004000 v5=0x00008000
v_cvt_pknorm_i16_f16 v2, v0, v1
v_cvt_pknorm_u16_f16 v3, v0, v1
v_cvt_pknorm_i16_f16 v4, v0, v1 op_sel:[1,1,0]
v_cvt_pknorm_u16_f16 v5, v0, v1 op_sel:[1,1,0]
s_endpgm

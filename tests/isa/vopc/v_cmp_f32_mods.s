; Vega ISA "VOP3A" input modifiers on VOPC float compares: neg and abs apply to
; the f32 sources before the compare (V_CMP_EQ_F32 / V_CMPX_LT_F32 VOP3 forms).
; case: negated and absolute sources
;   in:  v0=f32:-1.0,f32:1.0,f32:-0.0,f32:nan v1=f32:-1.0
;   out: s[4:5]=0x1111111111111111 s[6:7]=0x4444444444444444 exec=0x4444444444444444
v_cmp_eq_f32_e64 s[4:5], -v0, |v1|
v_cmpx_lt_f32_e64 s[6:7], v1, -|v0|
s_endpgm

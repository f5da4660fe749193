; Vega ISA "VOP3A & VOP3B Instructions", V_MIN3_F16 / V_MAX3_F16 / V_MED3_F16
; (the f32 rules); op_sel[3] = 0 keeps the high half of the destination,
; op_sel[3] = 1 writes the high half keeping the low one; op_sel[i] selects
; the high half of source i.
; case: median of three and the high halves
;   in:  v0=0x4200bc00 v1=0x44003c00 v2=0x3c004000 v3=0xaaaa0000 v4=0xbbbb0000 v5=0xcccc0000 v6=0xdddd
;   out: v3=0xaaaabc00 v4=0xbbbb4000 v5=0xcccc3c00 v6=0x4200dddd
; case: a NaN operand makes med3 the min3
;   in:  v0=0x7e00 v1=f16:2.0 v2=f16:-1.0 v3=0 v4=0 v5=0 v6=0
;   out: v3=f16:-1.0 v4=f16:2.0 v5=f16:-1.0
v_min3_f16 v3, v0, v1, v2
v_max3_f16 v4, v0, v1, v2
v_med3_f16 v5, v0, v1, v2
v_med3_f16 v6, v0, v1, v2 op_sel:[1,1,1,1]
s_endpgm

; Vega ISA "VOP3A & VOP3B Instructions", V_MIN3_F32 / V_MAX3_F32 (nested
; V_MIN_F32 / V_MAX_F32) and V_MED3_F32 (with a NaN operand: V_MIN3_F32;
; else the max of the two operands other than the largest).
; case: the three orders of the median
;   in:  v0=f32:1.0,f32:5.0,f32:3.0 v1=f32:3.0,f32:1.0,f32:5.0 v2=f32:5.0,f32:3.0,f32:1.0
;   out: v3=f32:1.0 v4=f32:5.0 v5=f32:3.0
; case: equal values
;   in:  v0=f32:2.0 v1=f32:2.0 v2=f32:-1.0
;   out: v3=f32:-1.0 v4=f32:2.0 v5=f32:2.0
; case: a NaN operand makes med3 the min3 of the others
;   in:  v0=0x7fc00000,f32:4.0 v1=f32:4.0,0x7fc00000 v2=f32:-1.0,f32:9.0
;   out: v3=f32:-1.0,f32:4.0 v4=f32:4.0,f32:9.0 v5=f32:-1.0,f32:4.0
; case: clamp idiom med3(x, 0, 1)
;   in:  v0=f32:-3.0,f32:0.25,f32:7.0 v1=0 v2=f32:1.0
;   out: v3=f32:-3.0,0,0 v4=f32:1.0,f32:1.0,f32:7.0 v5=0,f32:0.25,f32:1.0
; case: signed zeros: -0.0 equals the +0.0 max3, so the max of the others
;   in:  v0=f32:-0.0 v1=0 v2=f32:-1.0
;   out: v3=f32:-1.0 v4=0 v5=0
v_min3_f32 v3, v0, v1, v2
v_max3_f32 v4, v0, v1, v2
v_med3_f32 v5, v0, v1, v2
s_endpgm

; Vega ISA "VOP2 Instructions", V_ADD_F16 / V_SUB_F16 / V_SUBREV_F16 /
; V_MUL_F16: 0.5 ULP, denormals per MODE.FP_DENORM[3:2], rounding per
; FP_ROUND[3:2]; the high half of the destination is zeroed.
; case: ordinary values; the high halves of the sources are ignored
;   in:  v0=0xffff3e00 v1=0x12344100 v2=0xffffffff
;   out: v2=f16:4.0 v3=f16:-1.0 v4=f16:1.0 v5=f16:3.75
; case: overflow to infinity
;   in:  v0=0x7bff v1=0x7bff
;   out: v2=0x7c00 v3=0 v4=0 v5=0x7c00
; case: overflow with round toward zero gives the largest finite
;   in:  mode=0xfc v0=0x7bff v1=0x7bff
;   out: v2=0x7bff v3=0 v4=0 v5=0x7bff
; case: denormals kept, or flushed by the f64/f16 field
;   in:  v0=0x0001 v1=0x0002
;   out: v2=0x0003 v3=0x8001 v4=0x0001 v5=0
; case: flushed with FP_DENORM[3:2] = 0
;   in:  mode=0x30 v0=0x0001 v1=0x0002
;   out: v2=0 v3=0 v4=0 v5=0
; case: multiply rounding to nearest even
;   in:  v0=0x3c01 v1=0x3c01
;   out: v2=0x4001 v3=0 v4=0 v5=0x3c02
v_add_f16 v2, v0, v1
v_sub_f16 v3, v0, v1
v_subrev_f16 v4, v0, v1
v_mul_f16 v5, v0, v1
s_endpgm

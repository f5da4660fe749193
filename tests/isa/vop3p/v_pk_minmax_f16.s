; Vega ISA "VOP3P Instructions", V_PK_MIN_F16 / V_PK_MAX_F16: min/max per half as V_MIN_F16 /
; V_MAX_F16 ("VOP2 Instructions"): a NaN operand gives the other one, -0 < +0; CLAMP clamps to [0, 1].
; case: NaN and signed zeros
;   in:  v0=0x80003c00 v1=0x00007e00
;   out: v2=0x80003c00 v3=0x00003c00 v4=0x00003c00 v5=0x8000bc00
; case: ordered values
;   in:  v0=0x4000c000 v1=0x3c003c00
;   out: v2=0x3c00c000 v3=0x40003c00 v4=0x3c003c00 v5=0x3c003c00
v_pk_min_f16 v2, v0, v1
v_pk_max_f16 v3, v0, v1
v_pk_max_f16 v4, v0, v1 clamp
v_pk_min_f16 v5, v0, v1 neg_lo:[1,0]
s_endpgm

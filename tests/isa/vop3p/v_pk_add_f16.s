; Vega ISA "VOP3P Instructions", V_PK_ADD_F16: D.f[31:16] = S0.f[31:16] + S1.f[31:16], D.f[15:0] =
; S0.f[15:0] + S1.f[15:0]; NEG / NEG_HI negate the low / high half of a source, OP_SEL / OP_SEL_HI
; pick its halves, CLAMP clamps each half to [0, 1]. An inline constant is its f16 value in the low
; half (read with op_sel_hi 0). MODE.FP_DENORM[7:6] = 0 flushes f16 denormals.
; case: halves, modifiers and an inline constant
;   in:  v0=0x40003c00 v1=0x3800c200
;   out: v2=0x4100c000 v3=0x3e00c400 v4=0xc0004100 v5=0x3c000000 v6=0x42004000
; case: overflow to infinity and denormals
;   in:  v0=0x7bff0001 v1=0x7bff0001
;   out: v2=0x7c000002 v3=0 v4=0x00027c00 v5=0x3c000002 v6=0x7bff3c00
; case: denormals flushed
;   in:  mode=0x30 v0=0x7bff0001 v1=0x7bff0001
;   out: v2=0x7c000000 v3=0 v4=0x00007c00 v5=0x3c000000 v6=0x7bff3c00
v_pk_add_f16 v2, v0, v1
v_pk_add_f16 v3, v0, v1 neg_lo:[1,0] neg_hi:[0,1]
v_pk_add_f16 v4, v0, v1 op_sel:[1,1] op_sel_hi:[0,0]
v_pk_add_f16 v5, v0, v1 clamp
v_pk_add_f16 v6, v0, 1.0 op_sel_hi:[1,0]
s_endpgm

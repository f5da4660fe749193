; Vega ISA "VOP3P Instructions", V_PK_MUL_F16: D.f[31:16] = S0.f[31:16] * S1.f[31:16], D.f[15:0] =
; S0.f[15:0] * S1.f[15:0]; V_PK_FMA_F16: D = S0 * S1 + S2 per half, fused (one rounding).
; case: products, neg_hi and clamp
;   in:  v0=0x38003e00 v1=0x3800c000 v2=0xbc003800
;   out: v3=0x3400c200 v4=0xb400c200 v5=0x34000000 v6=0xba00c100
; case: fma of the halves
;   in:  v0=0x40003c00 v1=0x42004400 v2=0xbc003800
;   out: v3=0x46004400 v4=0xc6004400 v5=0x3c003c00 v6=0x45004480
; case: fused: the exact product 1 + 2^-11 - 2^-21 minus 1 is not rounded to 0
;   in:  v0=0x3c013c01 v1=0x3bff3bff v2=0xbc00bc00
;   out: v3=0x3c003c00 v4=0xbc003c00 v5=0x3c003c00 v6=0x0ffe0ffe
v_pk_mul_f16 v3, v0, v1
v_pk_mul_f16 v4, v0, v1 neg_hi:[1,0]
v_pk_mul_f16 v5, v0, v1 clamp
v_pk_fma_f16 v6, v0, v1, v2
s_endpgm

; Vega ISA "VOP3P Instructions", V_PK_MUL_LO_U16: D.u[31:16] = S0.u[31:16] * S1.u[31:16], D.u[15:0] =
; S0.u[15:0] * S1.u[15:0] (low 16 bits); V_PK_MAD_U16 / V_PK_MAD_I16: D = S0 * S1 + S2 per half,
; CLAMP saturates the exact result (unsigned / signed 16-bit).
; case: products wrap to 16 bits
;   in:  v0=0x01000003 v1=0x01000005 v2=0x00020001
;   out: v3=0x0000000f v4=0x00020010 v5=0xffff0010 v6=0x00020010 v7=0x7fff0010
; case: signed halves
;   in:  v0=0xfffe0003 v1=0x0004fffb v2=0x00010001
;   out: v3=0xfff8fff1 v4=0xfff9fff2 v5=0xffffffff v6=0xfff9fff2 v7=0xfff9fff2
v_pk_mul_lo_u16 v3, v0, v1
v_pk_mad_u16 v4, v0, v1, v2
v_pk_mad_u16 v5, v0, v1, v2 clamp
v_pk_mad_i16 v6, v0, v1, v2
v_pk_mad_i16 v7, v0, v1, v2 clamp
s_endpgm

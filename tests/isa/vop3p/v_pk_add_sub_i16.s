; Vega ISA "VOP3P Instructions", V_PK_ADD_I16 / V_PK_SUB_I16: D.i[31:16] = S0.i[31:16] +/- S1.i[31:16],
; D.i[15:0] = S0.i[15:0] +/- S1.i[15:0]; CLAMP saturates each half to the signed 16-bit range.
; case: signed overflow of each half
;   in:  v0=0x80007fff v1=0x00010001
;   out: v2=0x80018000 v3=0x80017fff v4=0x7fff7ffe v5=0x80007ffe v6=0x80018000
; case: op_sel swaps the halves of S1
;   in:  v0=0x00100020 v1=0x00030005
;   out: v2=0x00130025 v3=0x00130025 v4=0x000d001b v5=0x000d001b v6=0x00150023
v_pk_add_i16 v2, v0, v1
v_pk_add_i16 v3, v0, v1 clamp
v_pk_sub_i16 v4, v0, v1
v_pk_sub_i16 v5, v0, v1 clamp
v_pk_add_i16 v6, v0, v1 op_sel:[0,1] op_sel_hi:[1,0]
s_endpgm

; Vega ISA "VOP3P Instructions", V_PK_ADD_U16 / V_PK_SUB_U16: D.u[31:16] = S0.u[31:16] +/- S1.u[31:16],
; D.u[15:0] = S0.u[15:0] +/- S1.u[15:0]; no carry between the halves; CLAMP saturates each half
; (unsigned); OP_SEL / OP_SEL_HI pick the source halves of the low / high result.
; case: halves wrap independently, clamp saturates
;   in:  v0=0x0001ffff v1=0xffff0002
;   out: v2=0x00000001 v3=0xffffffff v4=0x0002fffd v5=0x0000fffd v6=0xfffe0003
; case: EXEC masks the lanes
;   in:  exec=0x5555555555555555 v0=0x00030004 v1=0x00010002 v2=7 v3=7 v4=7 v5=7 v6=7
;   out: v2=0x00040006,7 v3=0x00040006,7 v4=0x00020002,7 v5=0x00020002,7 v6=0x00050005,7
; case: EXEC zero writes nothing
;   in:  exec=0 v0=1 v1=1
;   out: exec=0
v_pk_add_u16 v2, v0, v1
v_pk_add_u16 v3, v0, v1 clamp
v_pk_sub_u16 v4, v0, v1
v_pk_sub_u16 v5, v0, v1 clamp
v_pk_add_u16 v6, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]
s_endpgm

; V_DOT2_U32_U16 (gfx906 VOP3P): D.u32 = S0.u16[0] * S1.u16[0] + S0.u16[1] * S1.u16[1] + S2.u32;
; CLAMP saturates the exact sum to the u32 range; OP_SEL / OP_SEL_HI pick the halves.
; targets: gfx906 gfx908
; case: unsigned halves
;   in:  v0=0xfffe0003 v1=0x00050004 v2=100
;   out: v3=0x00050066 v4=0x00050066 v5=0x4006b
; case: overflow
;   in:  v0=0xffffffff v1=0xffffffff v2=0xffffffff
;   out: v3=0xfffc0001 v4=0xffffffff v5=0xfffc0001
v_dot2_u32_u16 v3, v0, v1, v2
v_dot2_u32_u16 v4, v0, v1, v2 clamp
v_dot2_u32_u16 v5, v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
s_endpgm

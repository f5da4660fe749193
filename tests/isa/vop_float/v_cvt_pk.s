; Vega ISA "VOP3A & VOP3B Instructions", V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32:
; D = {sat16(S1), sat16(S0)}; V_PACK_B32_F16: D = {S1.f16, S0.f16} after the
; input modifiers and op_sel.
; case: saturation
;   in:  v0=70000,5,-40000,0x7fff v1=5,0xffffffff,40000,-1
;   out: v2=0x0005ffff,0xffff0005,0x9c40ffff,0xffff7fff v3=0x00057fff,0xffff0005,0x7fff8000,0xffff7fff v4=0x00051170,0xffff0005,0x9c4063c0,0xffff7fff v5=0x00050001,0xffff0000,0x9c40ffff,0xffff0000
v_cvt_pk_u16_u32 v2, v0, v1
v_cvt_pk_i16_i32 v3, v0, v1
v_pack_b32_f16 v4, v0, v1
v_pack_b32_f16 v5, v0, v1 op_sel:[1,0,0]
s_endpgm

; Vega ISA "VGPR Indexing" and "SOPC Instructions", S_SET_GPR_IDX_ON: MODE.gpr_idx_en = 1;
; M0[7:0] = S0.u[7:0]; M0[15:12] = SIMM4; other bits of M0 kept. While index mode is on, a VALU
; VGPR operand whose M0[15:12] enable (dst, src2, src1, src0) is set adds M0[7:0]; SGPR operands
; are not indexed. S_SET_GPR_IDX_MODE/IDX change the enables/index, S_SET_GPR_IDX_OFF ends it.
; case: index 2 (s2[7:0]), all lanes
;   in:  m0=0xabcd0e55 s2=0x302 s5=0x103 v2=lane v3=lane+100 v4=lane+200 v5=lane+300
;   out: v1=lane+200 v6=lane+870 s3=0x080000f0 s4=0xabcd1e02 v10=lane v13=lane v7=lane m0=0xabcd8e03
; case: index 1, odd lanes only
;   in:  exec=0xaaaaaaaaaaaaaaaa s2=1 s5=0x102 v2=lane v3=lane+100 v4=lane+200
;   out: v1=0,lane+100 v6=0,lane+101 s3=0x080000f0 s4=0x1001 v9=0,lane v12=0,lane v7=0,lane m0=0x8002
s_set_gpr_idx_on s2, gpr_idx(SRC0)
v_mov_b32 v1, v2
v_add_u32 v6, s2, v3
s_getreg_b32 s3, hwreg(HW_REG_MODE)
s_mov_b32 s4, m0
s_set_gpr_idx_mode gpr_idx(DST)
v_mov_b32 v8, v2
s_set_gpr_idx_idx s5
v_mov_b32 v10, v2
s_set_gpr_idx_off
v_mov_b32 v7, v2
s_endpgm

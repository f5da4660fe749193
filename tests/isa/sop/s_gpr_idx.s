; Vega ISA "VGPR Indexing" and "SOPC/SOP1/SOPP Instructions": S_SET_GPR_IDX_ON (MODE.gpr_idx_en = 1, M0[7:0] = S0[7:0],
; M0[15:12] = SIMM4), S_SET_GPR_IDX_IDX (M0[7:0] = S0[7:0]), S_SET_GPR_IDX_MODE (M0[15:12] = SIMM16[3:0]),
; S_SET_GPR_IDX_OFF (MODE.gpr_idx_en = 0). Other bits of M0 are kept.
; case: sequence
;   in:  m0=0xffff0f00 s0=0x1234 s1=0x5678
;   out: s2=0xffff9f34 s3=0x080000f0 s4=0xffff9f78 s5=0xffff2f78 m0=0xffff2f78
s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)
s_mov_b32 s2, m0
s_getreg_b32 s3, hwreg(HW_REG_MODE)
s_set_gpr_idx_idx s1
s_mov_b32 s4, m0
s_set_gpr_idx_mode gpr_idx(SRC1)
s_mov_b32 s5, m0
s_set_gpr_idx_off
s_endpgm

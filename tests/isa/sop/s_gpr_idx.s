; Vega ISA "VGPR Indexing" and "SOPC/SOP1/SOPP Instructions": S_SET_GPR_IDX_IDX (M0[7:0] = S0[7:0]),
; S_SET_GPR_IDX_MODE (M0[15:12] = SIMM16[3:0]), S_SET_GPR_IDX_OFF (MODE.gpr_idx_en = 0). Other bits of M0
; are kept (S_SET_GPR_IDX_ON: s_set_gpr_idx_on.s).
; case: sequence with index mode already off
;   in:  m0=0xffff0f00 s1=0x5678
;   out: s3=0x000000f0 s4=0xffff0f78 s5=0xffff2f78 m0=0xffff2f78
; case: s_set_gpr_idx_off clears MODE.gpr_idx_en (bit 27)
;   in:  m0=0xffff0f00 s1=0x5678 mode=0x080000f0
;   out: s3=0x000000f0 s4=0xffff0f78 s5=0xffff2f78 m0=0xffff2f78 mode=0x000000f0
s_set_gpr_idx_idx s1
s_mov_b32 s4, m0
s_set_gpr_idx_mode gpr_idx(SRC1)
s_mov_b32 s5, m0
s_set_gpr_idx_off
s_getreg_b32 s3, hwreg(HW_REG_MODE)
s_endpgm

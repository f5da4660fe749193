; Vega ISA "Hardware Register Values": STATUS, HW_ID, GPR_ALLOC, LDS_ALLOC are read only: S_SETREG_B32 to them does nothing.
; case: writes ignored
;   in:  s0=0xffffffff
;   out: s1=0 s2=0
s_setreg_b32 hwreg(HW_REG_STATUS, 0, 32), s0
s_setreg_b32 hwreg(HW_REG_HW_ID, 0, 32), s0
s_setreg_b32 hwreg(HW_REG_GPR_ALLOC, 0, 32), s0
s_setreg_b32 hwreg(HW_REG_LDS_ALLOC, 0, 32), s0
s_getreg_b32 s1, hwreg(HW_REG_STATUS, 1, 8)
s_getreg_b32 s2, hwreg(HW_REG_LDS_ALLOC)
s_endpgm

; Vega ISA "Hardware Register Values": S_GETREG_B32 of IB_STS (7; no memory operation is outstanding here: 0),
; and of the trap base / memory address registers TBA/TMA (16-19, no trap handler installed: 0).
; case: zero
;   in:  s0=1 s1=1 s2=1 s3=1 s4=1
;   out: s0=0 s1=0 s2=0 s3=0 s4=0
s_getreg_b32 s0, hwreg(HW_REG_IB_STS)
s_getreg_b32 s1, hwreg(HW_REG_TBA_LO)
s_getreg_b32 s2, hwreg(HW_REG_TBA_HI)
s_getreg_b32 s3, hwreg(HW_REG_TMA_LO)
s_getreg_b32 s4, hwreg(HW_REG_TMA_HI)
s_endpgm

; Vega ISA "SOPK Instructions", S_GETREG_B32 / S_SETREG_B32 / S_SETREG_IMM32_B32: SIMM16 = {size-1, offset, id};
; "Hardware Register Values": MODE (1) R/W, STATUS (2) read only (SCC bit 0, EXECZ bit 9, VCCZ bit 10), TRAPSTS (3) R/W.
; case: VCC zero, SCC set
;   in:  s1=0xfffffff3 scc=1
;   out: s0=0xf mode=0xf3 trapsts=0x4500 s2=0x4500 s3=1 s4=2 s5=0xf3
; case: EXEC zero, other bits kept
;   in:  s1=0 exec=0 vcc=1 mode=0x1f2 trapsts=0xff00ff
;   out: s0=0xf mode=0x1f0 trapsts=0xff45ff s2=0xff45ff s3=0 s4=1 s5=0x1f0
s_getreg_b32 s0, hwreg(HW_REG_MODE, 4, 4)
s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s1
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 8), 0x12345
s_getreg_b32 s2, hwreg(HW_REG_TRAPSTS)
s_getreg_b32 s3, hwreg(HW_REG_STATUS, 0, 1)
s_getreg_b32 s4, hwreg(HW_REG_STATUS, 9, 2)
s_getreg_b32 s5, hwreg(HW_REG_MODE)
s_endpgm

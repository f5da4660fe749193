; Vega ISA "SOPC Instructions", S_SETVSKIP: MODE.VSKIP (bit 28) = S0[S1[4:0]].
; case: set then clear
;   in:  s0=4 s1=34
;   out: s2=0x100000f0
; case: bit clear
;   in:  s0=4 s1=3 mode=0x100000f0
;   out: s2=0xf0 mode=0xf0
s_setvskip s0, s1
s_getreg_b32 s2, hwreg(HW_REG_MODE)
s_setvskip 0, 0
s_endpgm

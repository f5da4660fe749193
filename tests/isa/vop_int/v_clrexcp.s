; Vega ISA "VOP1 Instructions", V_CLREXCP: clear the wave's exception state in the SIMD. No lifted
; instruction records float exceptions, so there is none to clear; TRAPSTS (which s_setreg writes) and
; the registers are unchanged.
; case: nothing changes
;   in:  trapsts=0x1ff v1=lane s0=5
;   out: s1=0x1ff
v_clrexcp
s_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)
s_endpgm

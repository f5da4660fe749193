; Vega ISA "SOP1 Instructions", S_RFE_B64 and "SOP2" S_RFE_RESTORE_B64: PRIV = 0; PC = S0.
; The never-taken branches make the return addresses known block starts.
; case: return to a computed address
;   out: s4=1 s5=2 s6=0 scc=0
  s_cbranch_execz target
  s_cbranch_execz second
  s_getpc_b64 s[0:1]
start:
  s_add_u32 s0, s0, target-start
  s_addc_u32 s1, s1, 0
  s_rfe_b64 s[0:1]
  s_mov_b32 s4, 9
target:
  s_add_u32 s0, s0, second-target
  s_addc_u32 s1, s1, 0
  s_rfe_restore_b64 s[0:1], s6
  s_mov_b32 s5, 9
second:
  s_mov_b32 s4, 1
  s_mov_b32 s5, 2
  s_getreg_b32 s6, hwreg(HW_REG_STATUS, 5, 1)
  s_mov_b64 s[0:1], 0
  s_endpgm

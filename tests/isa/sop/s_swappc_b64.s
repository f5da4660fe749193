; Vega ISA "SOP1 Instructions", S_SWAPPC_B64: D = PC + 4; PC = S0. S_SETPC_B64: PC = S0.
; case: call through a register and return
;   out: s6=1 s7=2 s4=8 s5=0 scc=0
  s_getpc_b64 s[0:1]
start:
  s_add_u32 s0, s0, func-start
  s_addc_u32 s1, s1, 0
  s_swappc_b64 s[2:3], s[0:1]
  s_mov_b32 s6, 1
  s_getpc_b64 s[4:5]
  s_sub_u32 s4, s4, s2
  s_subb_u32 s5, s5, s3
  s_mov_b64 s[0:1], 0
  s_mov_b64 s[2:3], 0
  s_endpgm
func:
  s_mov_b32 s7, 2
  s_setpc_b64 s[2:3]

; Vega ISA "SOPK Instructions", S_CALL_B64: D = PC + 4; PC = PC + signext(SIMM16 * 4) + 4; "SOP1" S_SETPC_B64 returns.
; case: call and return
;   out: s2=1 s3=2 s4=8 s5=0 scc=0
  s_call_b64 s[0:1], func
  s_mov_b32 s2, 1
  s_getpc_b64 s[4:5]
  s_sub_u32 s4, s4, s0
  s_subb_u32 s5, s5, s1
  s_mov_b64 s[0:1], 0
  s_endpgm
func:
  s_mov_b32 s3, 2
  s_setpc_b64 s[0:1]

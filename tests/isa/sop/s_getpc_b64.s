; Vega ISA "SOP1 Instructions", S_GETPC_B64: D = PC + 4, the address of the next instruction.
; case: two reads four bytes apart
;   out: s0=4 s1=0 scc=0
  s_getpc_b64 s[0:1]
  s_getpc_b64 s[2:3]
  s_sub_u32 s0, s2, s0
  s_subb_u32 s1, s3, s1
  s_mov_b64 s[2:3], 0
  s_endpgm

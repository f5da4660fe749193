; Vega ISA "SOPP Instructions", S_BRANCH: PC = PC + signext(SIMM16 * 4) + 4, forward and backward.
; case: jumps around
;   out: s0=1 s1=2
  s_branch fwd
back:
  s_mov_b32 s1, 2
  s_endpgm
fwd:
  s_mov_b32 s0, 1
  s_branch back

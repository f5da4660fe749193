; Vega ISA "SOPP Instructions", S_BARRIER: the wave waits for its workgroup (the test stops there).
; case: stops at the barrier
;   out: barrier s0=1
  s_mov_b32 s0, 1
  s_barrier
  s_mov_b32 s1, 2
  s_endpgm

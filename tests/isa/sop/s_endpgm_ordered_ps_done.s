; Vega ISA "SOPP Instructions", S_ENDPGM_ORDERED_PS_DONE: end of program (POPS version); nothing after it runs.
; case: ends
;   out: s0=1
  s_mov_b32 s0, 1
  s_endpgm_ordered_ps_done
  s_mov_b32 s1, 2
  s_endpgm

; Vega ISA "SOPP Instructions", S_ENDPGM_SAVED: end of program (context-switch version); nothing after it runs.
; case: ends
;   out: s0=1
  s_mov_b32 s0, 1
  s_endpgm_saved
  s_mov_b32 s1, 2
  s_endpgm

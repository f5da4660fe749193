; Vega ISA "SOPP Instructions", S_TRAP: TrapID = SIMM16[7:0]; the wave enters the trap handler.
; case: trap 2
;   out: trap=2 s0=1
  s_mov_b32 s0, 1
  s_trap 2
  s_mov_b32 s1, 2
  s_endpgm

; Vega ISA "SOPP Instructions", S_TRAP: the wave enters the trap handler, whose
; runtime stops it, so code may end at s_trap (clang's __builtin_trap at the
; end of a function) with nothing after it to fall through to.
; case: trap 2 alone
;   out: trap=2
  s_trap 2

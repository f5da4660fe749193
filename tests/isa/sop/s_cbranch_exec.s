; Vega ISA "SOPP Instructions", S_CBRANCH_EXECZ / S_CBRANCH_EXECNZ: branch if EXEC == 0 / != 0 (all 64 bits).
; case: EXEC zero
;   in:  exec=0
;   out: s1=1
; case: only lane 63
;   in:  exec=0x8000000000000000
;   out: s0=1
  s_cbranch_execz skip0
  s_mov_b32 s0, 1
skip0:
  s_cbranch_execnz skip1
  s_mov_b32 s1, 1
skip1:
  s_endpgm

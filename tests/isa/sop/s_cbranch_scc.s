; Vega ISA "SOPP Instructions", S_CBRANCH_SCC0 / S_CBRANCH_SCC1: branch if SCC == 0 / 1.
; case: SCC clear
;   out: s1=1
; case: SCC set
;   in:  scc=1
;   out: s0=1
  s_cbranch_scc0 skip0
  s_mov_b32 s0, 1
skip0:
  s_cbranch_scc1 skip1
  s_mov_b32 s1, 1
skip1:
  s_endpgm

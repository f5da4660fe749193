; Vega ISA "SOPP Instructions", S_CBRANCH_VCCZ / S_CBRANCH_VCCNZ: branch if VCC == 0 / != 0 (all 64 bits).
; case: VCC zero
;   out: s1=1
; case: only the high half set
;   in:  vcc=0x100000000
;   out: s0=1
  s_cbranch_vccz skip0
  s_mov_b32 s0, 1
skip0:
  s_cbranch_vccnz skip1
  s_mov_b32 s1, 1
skip1:
  s_endpgm

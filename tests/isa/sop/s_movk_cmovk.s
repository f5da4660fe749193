; Vega ISA "SOPK Instructions", S_MOVK_I32: D = signext(SIMM16); S_CMOVK_I32: if (SCC) D = signext(SIMM16).
; case: SCC set
;   in:  scc=1 s1=9
;   out: s0=0xffff8000 s1=0x7fff s2=0xfffffffe
; case: SCC clear keeps D
;   in:  s1=9 s2=3
;   out: s0=0xffff8000
s_movk_i32 s0, -32768
s_cmovk_i32 s1, 0x7fff
s_cmovk_i32 s2, -2
s_endpgm

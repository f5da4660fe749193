; Vega ISA "SOPK Instructions", S_ADDK_I32: D = D + signext(SIMM16), SCC = signed overflow; S_MULK_I32: D = D * signext(SIMM16).
; case: overflow
;   in:  s0=0x80000000 s1=5
;   out: s0=0x7fffffff s1=0xfffffff1 scc=1
; case: no overflow
;   in:  s0=5 s1=0x80000000 scc=1
;   out: s0=4 s1=0x80000000 scc=0
s_mulk_i32 s1, -3
s_addk_i32 s0, -1
s_endpgm

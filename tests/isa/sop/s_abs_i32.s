; Vega ISA "SOP1 Instructions", S_ABS_I32: D = |S0| (0x80000000 stays negative); SCC = (D != 0). Seed examples.
; case: 1
;   in:  s0=1
;   out: s1=1 scc=1
; case: maximum
;   in:  s0=0x7fffffff
;   out: s1=0x7fffffff scc=1
; case: minimum
;   in:  s0=0x80000000
;   out: s1=0x80000000 scc=1
; case: 0x80000001
;   in:  s0=0x80000001
;   out: s1=0x7fffffff scc=1
; case: -1
;   in:  s0=0xffffffff
;   out: s1=1 scc=1
; case: zero
;   in:  s0=0 scc=1
;   out: s1=0 scc=0
s_abs_i32 s1, s0
s_endpgm

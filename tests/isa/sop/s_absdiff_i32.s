; Vega ISA "SOP2 Instructions", S_ABSDIFF_I32: D = S0 - S1, negated if negative; SCC = (D != 0). Examples from the seed.
; case: 2, 5
;   in:  s0=2 s1=5
;   out: s2=3 scc=1
; case: -1, 0
;   in:  s0=0xffffffff s1=0
;   out: s2=1 scc=1
; case: minimum stays negative
;   in:  s0=0x80000000 s1=0
;   out: s2=0x80000000 scc=1
; case: 0x80000000, 1
;   in:  s0=0x80000000 s1=1
;   out: s2=0x7fffffff scc=1
; case: 0x80000000, -1
;   in:  s0=0x80000000 s1=0xffffffff
;   out: s2=0x7fffffff scc=1
; case: 0x80000000, -2
;   in:  s0=0x80000000 s1=0xfffffffe
;   out: s2=0x7ffffffe scc=1
; case: equal
;   in:  s0=5 s1=5 scc=1
;   out: s2=0 scc=0
s_absdiff_i32 s2, s0, s1
s_endpgm

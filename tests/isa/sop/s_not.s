; Vega ISA "SOP1 Instructions", S_NOT_B32/B64: D = ~S0; SCC = (D != 0).
; case: nonzero
;   in:  s0=0x0f0f0f0f s[2:3]=0xffffffff00000000
;   out: s1=0xf0f0f0f0 s6=1 s[4:5]=0x00000000ffffffff scc=1
; case: zero
;   in:  s0=-1 s[2:3]=-1
;   out: s1=0 s6=0 s[4:5]=0 scc=0
s_not_b32 s1, s0
s_cselect_b32 s6, 1, 0
s_not_b64 s[4:5], s[2:3]
s_endpgm

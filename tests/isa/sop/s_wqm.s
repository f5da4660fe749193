; Vega ISA "SOP1 Instructions", S_WQM_B32/B64: D[i] = (S0[(i & ~3):(i | 3)] != 0); SCC = (D != 0).
; case: one bit per quad
;   in:  s0=0x00100801 s[2:3]=0x8000000100000010
;   out: s1=0x00f00f0f s6=1 s[4:5]=0xf000000f000000f0 scc=1
; case: zero
;   in:  s0=0 s[2:3]=0
;   out: s1=0 s6=0 s[4:5]=0 scc=0
s_wqm_b32 s1, s0
s_cselect_b32 s6, 1, 0
s_wqm_b64 s[4:5], s[2:3]
s_endpgm

; Vega ISA "SOP1 Instructions", S_QUADMASK_B32/B64: D[i] = (S0[i * 4 + 3:i * 4] != 0); SCC = (D != 0).
; case: some quads
;   in:  s0=0x80100801 s[2:3]=0x8000000100000010
;   out: s1=0xa5 s6=1 s[4:5]=0x8102 scc=1
; case: zero
;   in:  s0=0 s[2:3]=0
;   out: s1=0 s6=0 s[4:5]=0 scc=0
s_quadmask_b32 s1, s0
s_cselect_b32 s6, 1, 0
s_quadmask_b64 s[4:5], s[2:3]
s_endpgm

; Vega ISA "SOP1 Instructions", S_BCNT0/BCNT1_I32_B32/B64: count of zero / one bits; SCC = (D != 0). Seed examples.
; case: zero input
;   in:  s0=0 s[2:3]=0
;   out: s4=32 s5=1 s6=0 s7=0 s8=64 s9=1 s10=0 scc=0
; case: 0xcccccccc
;   in:  s0=0xcccccccc s[2:3]=0xcccccccc00000001
;   out: s4=16 s5=1 s6=16 s7=1 s8=47 s9=1 s10=17 scc=1
; case: all ones
;   in:  s0=0xffffffff s[2:3]=-1
;   out: s4=0 s5=0 s6=32 s7=1 s8=0 s9=0 s10=64 scc=1
s_bcnt0_i32_b32 s4, s0
s_cselect_b32 s5, 1, 0
s_bcnt1_i32_b32 s6, s0
s_cselect_b32 s7, 1, 0
s_bcnt0_i32_b64 s8, s[2:3]
s_cselect_b32 s9, 1, 0
s_bcnt1_i32_b64 s10, s[2:3]
s_endpgm

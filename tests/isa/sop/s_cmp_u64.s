; Vega ISA "SOPC Instructions", S_CMP_EQ_U64 / S_CMP_LG_U64: SCC = (S0.u64 == / != S1.u64).
; case: differ only in the high half
;   in:  s[0:1]=0x0000000100000005 s[2:3]=0x0000000200000005
;   out: s4=0 scc=1
; case: equal
;   in:  s[0:1]=0x1234567890abcdef s[2:3]=0x1234567890abcdef
;   out: s4=1 scc=0
s_cmp_eq_u64 s[0:1], s[2:3]
s_cselect_b32 s4, 1, 0
s_cmp_lg_u64 s[0:1], s[2:3]
s_endpgm

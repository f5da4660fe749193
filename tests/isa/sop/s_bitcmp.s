; Vega ISA "SOPC Instructions", S_BITCMP0/BITCMP1_B32: SCC = (S0[S1[4:0]] == 0/1); _B64 with S1[5:0].
; case: bit 33 (bit 1 for 32 bits)
;   in:  s0=2 s[2:3]=0x0000000200000000 s4=33
;   out: s5=0 s6=1 s7=0 scc=1
; case: bit 63 (bit 31)
;   in:  s0=0x7fffffff s[2:3]=0x7fffffffffffffff s4=63
;   out: s5=1 s6=0 s7=1 scc=0
s_bitcmp0_b32 s0, s4
s_cselect_b32 s5, 1, 0
s_bitcmp1_b32 s0, s4
s_cselect_b32 s6, 1, 0
s_bitcmp0_b64 s[2:3], s4
s_cselect_b32 s7, 1, 0
s_bitcmp1_b64 s[2:3], s4
s_endpgm

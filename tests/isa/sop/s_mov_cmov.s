; Vega ISA "SOP1 Instructions", S_MOV_B32/B64: D = S0; S_CMOV_B32/B64: if (SCC) D = S0. SCC unchanged.
; case: SCC set
;   in:  s0=0x11 s1=0x22 scc=1
;   out: s2=0x11 s[4:5]=0x0000002200000011 s6=0x11 s[8:9]=0x0000002200000011
; case: SCC clear keeps D
;   in:  s0=0x11 s1=0x22 s6=5 s8=6 s9=7
;   out: s2=0x11 s[4:5]=0x0000002200000011
s_mov_b32 s2, s0
s_mov_b64 s[4:5], s[0:1]
s_cmov_b32 s6, s0
s_cmov_b64 s[8:9], s[0:1]
s_endpgm

; Vega ISA "SOP2 Instructions", S_CSELECT_B32/B64: D = SCC ? S0 : S1.
; case: SCC set
;   in:  scc=1 s0=0x11 s1=0x22
;   out: s2=0x11 s[4:5]=0x0000002200000011
; case: SCC clear
;   in:  s0=0x11 s1=0x22
;   out: s2=0x22 s[4:5]=7
s_cselect_b32 s2, s0, s1
s_cselect_b64 s[4:5], s[0:1], 7
s_endpgm

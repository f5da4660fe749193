; Vega ISA "SOP1 Instructions", S_BREV_B32/B64: D = S0 with its bits reversed. SCC unchanged.
; case: patterns
;   in:  s0=0x00000001 s[2:3]=0x0000000000000003 scc=1
;   out: s1=0x80000000 s[4:5]=0xc000000000000000
; case: asymmetric
;   in:  s0=0x12345678 s[2:3]=0x0123456789abcdef
;   out: s1=0x1e6a2c48 s[4:5]=0xf7b3d591e6a2c480
s_brev_b32 s1, s0
s_brev_b64 s[4:5], s[2:3]
s_endpgm

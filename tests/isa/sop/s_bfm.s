; Vega ISA "SOP2 Instructions", S_BFM_B32: D = ((1 << S0[4:0]) - 1) << S1[4:0]; S_BFM_B64 with [5:0]. SCC unchanged.
; case: small field
;   in:  s0=4 s1=8 scc=1
;   out: s2=0xf00 s[4:5]=0xf00
; case: fields taken modulo the width
;   in:  s0=37 s1=36
;   out: s2=0x1f0 s[4:5]=0xfffffff000000000
; case: empty field
;   in:  s0=0 s1=3
;   out: s2=0 s[4:5]=0
; case: widest field
;   in:  s0=31 s1=1
;   out: s2=0xfffffffe s[4:5]=0xfffffffe
s_bfm_b32 s2, s0, s1
s_bfm_b64 s[4:5], s0, s1
s_endpgm

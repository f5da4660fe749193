; Vega ISA "SOP1 Instructions", S_MOVRELS_B32/B64: D = SGPR[S0 + M0]; S_MOVRELD_B32/B64: SGPR[D + M0] = S0.
; Past s101 a source reads s0 and a destination is not written ("Out-of-Range behavior").
; case: index 2
;   in:  m0=2 s6=0x66 s7=0x77 s1=0x11
;   out: s0=0x66 s2=0x66 s3=0x77 s12=0x11 s18=0x66 s19=0x77
; case: index 0
;   in:  s4=0x44 s5=0x55 s1=0x11
;   out: s0=0x44 s2=0x44 s3=0x55 s10=0x11 s16=0x44 s17=0x55
; case: index past the register file
;   in:  m0=100 s0=0x99 s1=0x11 s4=0x44
;   out: s2=0x99 s3=0x99
s_movrels_b32 s0, s4
s_movrels_b64 s[2:3], s[4:5]
s_movreld_b32 s10, s1
s_movreld_b64 s[16:17], s[2:3]
s_endpgm

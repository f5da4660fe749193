; Vega ISA "SOP2 Instructions", S_LSHL_B64 / S_LSHR_B64 / S_ASHR_I64: shift by S1[5:0]; SCC = (D != 0).
; case: amount taken modulo 64
;   in:  s[0:1]=0x8000000000000001 s2=65
;   out: s[4:5]=2 s6=1 s[8:9]=0x4000000000000000 s10=1 s[12:13]=0xc000000000000000 scc=1
; case: shift by 63
;   in:  s[0:1]=0x4000000000000000 s2=63
;   out: s[4:5]=0 s6=0 s[8:9]=0 s10=0 s[12:13]=0 scc=0
; case: across the halves
;   in:  s[0:1]=0x00000000f0000000 s2=8
;   out: s[4:5]=0x000000f000000000 s6=1 s[8:9]=0x0000000000f00000 s10=1 s[12:13]=0x0000000000f00000 scc=1
s_lshl_b64 s[4:5], s[0:1], s2
s_cselect_b32 s6, 1, 0
s_lshr_b64 s[8:9], s[0:1], s2
s_cselect_b32 s10, 1, 0
s_ashr_i64 s[12:13], s[0:1], s2
s_endpgm

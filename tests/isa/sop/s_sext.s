; Vega ISA "SOP1 Instructions", S_SEXT_I32_I8 / S_SEXT_I32_I16: D = signext(S0[7:0]) / signext(S0[15:0]). SCC unchanged.
; case: negative
;   in:  s0=0x12348680
;   out: s1=0xffffff80 s2=0xffff8680
; case: positive
;   in:  s0=0xffff7f7f scc=1
;   out: s1=0x7f s2=0x7f7f
s_sext_i32_i8 s1, s0
s_sext_i32_i16 s2, s0
s_endpgm

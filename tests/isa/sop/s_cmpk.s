; Vega ISA "SOPK Instructions", S_CMPK_{EQ,LG,GT,GE,LT,LE}_I32 (SCC = S0.i op signext(SIMM16)) and _U32 (zero-extended SIMM16).
; case: -1
;   in:  s0=-1
;   out: s2=0 s3=1 s4=1 s5=1 s6=0 s7=0 s8=0 s9=1 s10=1 s11=1 s12=0 scc=0
; case: 0xfffe
;   in:  s0=0xfffe
;   out: s2=0 s3=1 s4=1 s5=1 s6=0 s7=0 s8=1 s9=0 s10=0 s11=1 s12=0 scc=1
; case: -2
;   in:  s0=-2
;   out: s2=1 s3=0 s4=0 s5=1 s6=0 s7=1 s8=0 s9=1 s10=1 s11=1 s12=0 scc=0
; case: 0
;   in:  s0=0
;   out: s2=0 s3=1 s4=1 s5=1 s6=0 s7=0 s8=0 s9=1 s10=0 s11=0 s12=1 scc=1
s_cmpk_eq_i32 s0, -2
s_cselect_b32 s2, 1, 0
s_cmpk_lg_i32 s0, -2
s_cselect_b32 s3, 1, 0
s_cmpk_gt_i32 s0, -2
s_cselect_b32 s4, 1, 0
s_cmpk_ge_i32 s0, -2
s_cselect_b32 s5, 1, 0
s_cmpk_lt_i32 s0, -2
s_cselect_b32 s6, 1, 0
s_cmpk_le_i32 s0, -2
s_cselect_b32 s7, 1, 0
s_cmpk_eq_u32 s0, 0xfffe
s_cselect_b32 s8, 1, 0
s_cmpk_lg_u32 s0, 0xfffe
s_cselect_b32 s9, 1, 0
s_cmpk_gt_u32 s0, 0xfffe
s_cselect_b32 s10, 1, 0
s_cmpk_ge_u32 s0, 0xfffe
s_cselect_b32 s11, 1, 0
s_cmpk_lt_u32 s0, 0xfffe
s_cselect_b32 s12, 1, 0
s_cmpk_le_u32 s0, 0xfffe
s_endpgm

; Vega ISA "SOPC Instructions", S_CMP_{EQ,LG,GT,GE,LT,LE}_{I32,U32}: SCC = S0 op S1 (signed / unsigned).
; case: -1 vs 1
;   in:  s0=-1 s1=1
;   out: s2=0 s3=1 s4=0 s5=0 s6=1 s7=1 s8=0 s9=1 s10=1 s11=1 s12=0 scc=0
; case: equal
;   in:  s0=7 s1=7
;   out: s2=1 s3=0 s4=0 s5=1 s6=0 s7=1 s8=1 s9=0 s10=0 s11=1 s12=0 scc=1
; case: 1 vs -1
;   in:  s0=1 s1=-1
;   out: s2=0 s3=1 s4=1 s5=1 s6=0 s7=0 s8=0 s9=1 s10=0 s11=0 s12=1 scc=1
s_cmp_eq_i32 s0, s1
s_cselect_b32 s2, 1, 0
s_cmp_lg_i32 s0, s1
s_cselect_b32 s3, 1, 0
s_cmp_gt_i32 s0, s1
s_cselect_b32 s4, 1, 0
s_cmp_ge_i32 s0, s1
s_cselect_b32 s5, 1, 0
s_cmp_lt_i32 s0, s1
s_cselect_b32 s6, 1, 0
s_cmp_le_i32 s0, s1
s_cselect_b32 s7, 1, 0
s_cmp_eq_u32 s0, s1
s_cselect_b32 s8, 1, 0
s_cmp_lg_u32 s0, s1
s_cselect_b32 s9, 1, 0
s_cmp_gt_u32 s0, s1
s_cselect_b32 s10, 1, 0
s_cmp_ge_u32 s0, s1
s_cselect_b32 s11, 1, 0
s_cmp_lt_u32 s0, s1
s_cselect_b32 s12, 1, 0
s_cmp_le_u32 s0, s1
s_endpgm

; Vega ISA "SOP2 Instructions", S_ADDC_U32: D = S0 + S1 + SCC, SCC = carry; S_SUBB_U32: D = S0 - S1 - SCC, SCC = (S1 + SCC > S0).
; case: carry in makes the carry out
;   in:  s0=0xffffffff s1=0 s6=1
;   out: s2=0 s3=1 s4=0xfffffffe scc=0
; case: borrow in makes the borrow out
;   in:  s0=0 s1=0xffffffff s6=1
;   out: s2=0 s3=1 s4=0 scc=1
; case: no carry in
;   in:  s0=5 s1=3
;   out: s2=8 s3=0 s4=2 scc=0
; case: equal operands and borrow in
;   in:  s0=3 s1=3 s6=1
;   out: s2=7 s3=0 s4=0xffffffff scc=1
s_cmp_eq_u32 s6, 1
s_addc_u32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_cmp_eq_u32 s6, 1
s_subb_u32 s4, s0, s1
s_endpgm

; Vega ISA "SOP2 Instructions", S_ADD_U32: D = S0 + S1, SCC = carry out; S_SUB_U32: D = S0 - S1, SCC = (S1 > S0).
; case: no carry, borrow
;   in:  s0=5 s1=7
;   out: s2=12 s3=0 s4=0xfffffffe scc=1
; case: carry out of bit 31, no borrow
;   in:  s0=0xffffffff s1=1
;   out: s2=0 s3=1 s4=0xfffffffe scc=0
; case: equal operands
;   in:  s0=0x80000000 s1=0x80000000
;   out: s2=0 s3=1 s4=0 scc=0
; case: scalar instructions ignore EXEC
;   in:  s0=1 s1=2 exec=0
;   out: s2=3 s3=0 s4=0xffffffff scc=1
s_add_u32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_sub_u32 s4, s0, s1
s_endpgm

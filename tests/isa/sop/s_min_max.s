; Vega ISA "SOP2 Instructions", S_MIN_I32/U32, S_MAX_I32/U32: D = (S0 < S1) ? S0 : S1 (> for max), SCC = the comparison.
; case: signed and unsigned disagree
;   in:  s0=-1 s1=1
;   out: s2=-1 s3=1 s4=1 s5=0 s6=1 s7=0 s8=0xffffffff scc=1
; case: equal operands
;   in:  s0=5 s1=5
;   out: s2=5 s3=0 s4=5 s5=0 s6=5 s7=0 s8=5 scc=0
; case: S1 smaller both ways
;   in:  s0=0x7fffffff s1=0x80000000
;   out: s2=0x80000000 s3=0 s4=0x7fffffff s5=1 s6=0x7fffffff s7=1 s8=0x80000000 scc=0
s_min_i32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_min_u32 s4, s0, s1
s_cselect_b32 s5, 1, 0
s_max_i32 s6, s0, s1
s_cselect_b32 s7, 1, 0
s_max_u32 s8, s0, s1
s_endpgm

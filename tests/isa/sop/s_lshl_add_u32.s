; Vega ISA "SOP2 Instructions", S_LSHL1/2/3/4_ADD_U32: D = (S0 << n) + S1; SCC = ((S0 << n) + S1 >= 2^32).
; case: bits shifted out count as carry
;   in:  s0=0x10000000 s1=1
;   out: s2=0x20000001 s3=0 s4=0x40000001 s5=0 s6=0x80000001 s7=0 s8=1 scc=1
; case: sum carries
;   in:  s0=0x7fffffff s1=2
;   out: s2=0 s3=1 s4=0xfffffffe s5=1 s6=0xfffffffa s7=1 s8=0xfffffff2 scc=1
; case: small
;   in:  s0=1 s1=1
;   out: s2=3 s3=0 s4=5 s5=0 s6=9 s7=0 s8=17 scc=0
s_lshl1_add_u32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_lshl2_add_u32 s4, s0, s1
s_cselect_b32 s5, 1, 0
s_lshl3_add_u32 s6, s0, s1
s_cselect_b32 s7, 1, 0
s_lshl4_add_u32 s8, s0, s1
s_endpgm

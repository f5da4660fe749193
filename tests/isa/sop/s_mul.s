; Vega ISA "SOP2 Instructions", S_MUL_I32 (low 32 bits), S_MUL_HI_U32, S_MUL_HI_I32 ((S0 * S1) >> 32). SCC unchanged.
; case: all ones
;   in:  s0=0xffffffff s1=0xffffffff scc=1
;   out: s2=1 s3=0xfffffffe s4=0
; case: signed high half negative
;   in:  s0=0x80000000 s1=2
;   out: s2=0 s3=1 s4=0xffffffff
; case: small
;   in:  s0=7 s1=-3
;   out: s2=-21 s3=6 s4=0xffffffff
s_mul_i32 s2, s0, s1
s_mul_hi_u32 s3, s0, s1
s_mul_hi_i32 s4, s0, s1
s_endpgm

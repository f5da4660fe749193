; Vega ISA "SOP2 Instructions", S_LSHL_B32 / S_LSHR_B32 / S_ASHR_I32: shift by S1[4:0]; SCC = (D != 0) of the last.
; case: amount taken modulo 32
;   in:  s0=0x80000001 s1=33
;   out: s2=2 s3=0x40000000 s4=0xc0000000 scc=1
; case: shift by 31
;   in:  s0=0x80000000 s1=31
;   out: s2=0 s3=1 s4=0xffffffff scc=1
; case: zero result clears SCC
;   in:  s0=0x40000000 s1=31
;   out: s2=0 s3=0 s4=0 scc=0
; case: amount 32 is 0
;   in:  s0=0x80000001 s1=32
;   out: s2=0x80000001 s3=0x80000001 s4=0x80000001 scc=1
s_lshl_b32 s2, s0, s1
s_lshr_b32 s3, s0, s1
s_ashr_i32 s4, s0, s1
s_endpgm

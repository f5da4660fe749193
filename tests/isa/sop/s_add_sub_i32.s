; Vega ISA "SOP2 Instructions", S_ADD_I32 / S_SUB_I32: SCC = signed overflow.
; case: add overflows, sub does not
;   in:  s0=0x7fffffff s1=1
;   out: s2=0x80000000 s3=1 s4=0x7ffffffe scc=0
; case: sub overflows, add does not
;   in:  s0=0x80000000 s1=1
;   out: s2=0x80000001 s3=0 s4=0x7fffffff scc=1
; case: negative operands
;   in:  s0=-1 s1=-1
;   out: s2=-2 s3=0 s4=0 scc=0
; case: add of two minimums overflows to zero
;   in:  s0=0x80000000 s1=0x80000000
;   out: s2=0 s3=1 s4=0 scc=0
s_add_i32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_sub_i32 s4, s0, s1
s_endpgm

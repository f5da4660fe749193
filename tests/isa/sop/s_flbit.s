; Vega ISA "SOP1 Instructions", S_FLBIT_I32_B32/B64: zeros before the first one from the MSB, -1 if none;
; S_FLBIT_I32/_I64: bits after the sign bit equal to it, -1 if all bits are equal. SCC unchanged. Seed examples.
; case: zero
;   in:  s0=0 s[2:3]=0
;   out: s4=0xffffffff s5=0xffffffff s6=0xffffffff s7=0xffffffff
; case: 0x0000cccc
;   in:  s0=0x0000cccc s[2:3]=0x000000000000cccc
;   out: s4=16 s5=16 s6=48 s7=48
; case: 0xffff3333
;   in:  s0=0xffff3333 s[2:3]=0xffffffffffff3333
;   out: s4=0 s5=16 s6=0 s7=48
; case: 0x7fffffff
;   in:  s0=0x7fffffff s[2:3]=0x7fffffffffffffff
;   out: s4=1 s5=1 s6=1 s7=1
; case: 0x80000000
;   in:  s0=0x80000000 s[2:3]=0x8000000000000000
;   out: s4=0 s5=1 s6=0 s7=1
; case: all ones
;   in:  s0=0xffffffff s[2:3]=-1 scc=1
;   out: s4=0 s5=0xffffffff s6=0 s7=0xffffffff
s_flbit_i32_b32 s4, s0
s_flbit_i32 s5, s0
s_flbit_i32_b64 s6, s[2:3]
s_flbit_i32_i64 s7, s[2:3]
s_endpgm

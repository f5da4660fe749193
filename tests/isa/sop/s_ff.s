; Vega ISA "SOP1 Instructions", S_FF0/FF1_I32_B32/B64: position of the first zero / one from the LSB, -1 if none. SCC unchanged.
; case: 0xaaaaaaaa
;   in:  s0=0xaaaaaaaa s[2:3]=0xaaaaaaaaaaaaaaaa scc=1
;   out: s4=0 s5=1 s6=0 s7=1
; case: 0x55555555
;   in:  s0=0x55555555 s[2:3]=0x5555555555555555
;   out: s4=1 s5=0 s6=1 s7=0
; case: zero
;   in:  s0=0 s[2:3]=0
;   out: s4=0 s5=0xffffffff s6=0 s7=0xffffffff
; case: all ones
;   in:  s0=0xffffffff s[2:3]=-1
;   out: s4=0xffffffff s5=0 s6=0xffffffff s7=0
; case: high bits
;   in:  s0=0xfffeffff s[2:3]=0x0001000000000000
;   out: s4=16 s5=0 s6=0 s7=48
s_ff0_i32_b32 s4, s0
s_ff1_i32_b32 s5, s0
s_ff0_i32_b64 s6, s[2:3]
s_ff1_i32_b64 s7, s[2:3]
s_endpgm

; Vega ISA "VOP3A & VOP3B Instructions", V_DIV_SCALE_F32 (VOP3B): S0 = the
; value to scale (denominator or numerator), S1 = denominator, S2 =
; numerator; VCC (sdst) flags a quotient that V_DIV_FMAS_F32 must rescale.
; The seed's branches in order, for S0 = S1 (v3, vcc) and S0 = S2 (v4, s[0:1]).
; case: ordinary operands are not scaled
;   in:  v0=f32:1.0 v1=f32:3.0
;   out: v3=f32:3.0 v4=f32:1.0
; case: a zero operand gives NaN
;   in:  v0=f32:1.0 v1=0
;   out: v3=0xffc00000 v4=0xffc00000
; case: exponent(N) - exponent(D) >= 96 scales the denominator by 2^64
;   in:  v0=0x7f000000 v1=0x3a800000
;   out: v3=0x5a800000 v4=0x7f000000 vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: a denormal denominator scales both by 2^64 (here after the first test)
;   in:  v0=f32:1.0 v1=0x00000010
;   out: v3=0x17000000 v4=f32:1.0 vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: a denormal quotient scales the numerator by 2^64
;   in:  v0=0x0d800000 v1=0x4e800000
;   out: v3=0x4e800000 v4=0x2d800000 vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: a denormal 1/D scales both by 2^-64
;   in:  v0=0x71800000 v1=0x7f000000
;   out: v3=0x5f000000 v4=0x51800000
; case: a tiny numerator (exponent <= 23) scales both by 2^64
;   in:  v0=0x08800000 v1=f32:3.0
;   out: v3=0x60400000 v4=0x28800000
; case: the flag only in EXEC lanes
;   in:  exec=0x3 v0=0x7f000000 v1=0x3a800000
;   out: v3=0x5a800000,0x5a800000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 v4=0x7f000000,0x7f000000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 vcc=0x3 s[0:1]=0x3
v_div_scale_f32 v3, vcc, v1, v1, v0
v_div_scale_f32 v4, s[0:1], v0, v1, v0
s_endpgm

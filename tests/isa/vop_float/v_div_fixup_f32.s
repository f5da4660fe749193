; Vega ISA "VOP3A & VOP3B Instructions", V_DIV_FIXUP_F32: S0 = quotient, S1 =
; denominator, S2 = numerator; NaN, 0/0, inf/inf, x/0, inf/y, x/inf, 0/y and
; the underflow case (exponent(S2) - exponent(S1) < -150) in the seed's order,
; else the quotient's magnitude with the sign of S1 ^ S2.
; case: special cases (one lane each)
;   in:  v0=0x3eaaaaab v1=f32:3.0,f32:-3.0,f32:1.0,0x7f800001,0,f32:-inf,0,f32:2.0,f32:-inf,f32:5.0,0x71800000 v2=f32:1.0,f32:1.0,0x7fc00005,f32:1.0,0x80000000,f32:inf,f32:-1.0,f32:inf,f32:1.0,0x80000000,0x0d800000
;   out: v3=0x3eaaaaab,0xbeaaaaab,0x7fc00005,0x7fc00001,0xffc00000,0xffc00000,0xff800000,0x7f800000,0x80000000,0x80000000,0
v_div_fixup_f32 v3, v0, v1, v2
s_endpgm

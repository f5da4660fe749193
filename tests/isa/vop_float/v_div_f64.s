; Vega ISA "VOP3A & VOP3B Instructions", V_DIV_SCALE_F64 (2^128 scales,
; thresholds 768 and 53), V_DIV_FMAS_F64 (2^128 when exponent(S2) >= 1024,
; else 2^-128; see v_div_fmas_f32.s) and V_DIV_FIXUP_F64.
; case: ordinary operands
;   in:  v[0:1]=f64:1.0 v[2:3]=f64:3.0 v[4:5]=f64:2.0
;   out: v[6:7]=f64:3.0 v[8:9]=f64:1.0 v[10:11]=f64:7.0 v[12:13]=f64:2.0
; case: a tiny numerator scales both by 2^128
;   in:  vcc=0xffffffffffffffff v[0:1]=0x0340000000000000 v[2:3]=f64:3.0 v[4:5]=f64:2.0
;   out: v[6:7]=0x4808000000000000 v[8:9]=0x0b40000000000000 v[10:11]=f64:6.0 v[12:13]=f64:2.0 vcc=0
; case: N/D near the largest double scales the denominator and sets VCC
;   in:  v[0:1]=0x7e70000000000000 v[2:3]=0x39b0000000000000 v[4:5]=f64:2.0
;   out: v[6:7]=0x41b0000000000000 v[8:9]=0x7e70000000000000 v[10:11]=0x7ff0000000000000 v[12:13]=f64:2.0 vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: fixup of x/0
;   in:  v[0:1]=f64:-1.0 v[2:3]=0 v[4:5]=f64:2.0
;   out: v[6:7]=0xfff8000000000000 v[8:9]=0xfff8000000000000 v[10:11]=f64:-1.0 v[12:13]=0xfff0000000000000
v_div_scale_f64 v[6:7], vcc, v[2:3], v[2:3], v[0:1]
v_div_scale_f64 v[8:9], s[0:1], v[0:1], v[2:3], v[0:1]
v_div_fmas_f64 v[10:11], v[4:5], v[2:3], v[0:1]
v_div_fixup_f64 v[12:13], v[4:5], v[2:3], v[0:1]
s_endpgm

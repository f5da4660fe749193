; Vega ISA "VOP3A & VOP3B Instructions", V_DIV_FMAS_F64: D = S0 * S1 + S2 rounded
; once; with VCC set for the lane the result is scaled by 2^128 when exponent(S2)
; >= bias + 1, else by 2^-128 (the scale V_DIV_SCALE_F64 applied; later AMD ISA
; manuals state the direction; ir/eval/float.cpp, lane_FDivFmas).
; case: plain fma, rounded once ((1 + 2^-52)^2 = 1 + 2^-51 + 2^-104)
;   in:  vcc=0 v[0:1]=f64:0.25 v[2:3]=f64:2.0 v[4:5]=f64:1.5 v[6:7]=0x3ff0000000000001 v[8:9]=0x3ff0000000000001
;   in:  v[14:15]=0
;   out: v[10:11]=f64:3.25 v[12:13]=0x3ff0000000000002
; case: flag set, S2 below 2: scaled down by 2^128
;   in:  vcc=0xffffffffffffffff v[0:1]=f64:0.25 v[2:3]=f64:2.0 v[4:5]=f64:1.5 v[6:7]=f64:1.0 v[8:9]=f64:1.0 v[14:15]=f64:3.0
;   out: v[10:11]=f64:0x1.ap-127 v[12:13]=f64:0x1p+130
; case: an exact zero is -0 when rounding toward -inf (IEEE 754 6.3), also +0 plus -0
;   in:  mode=0xf8 vcc=0 v[0:1]=f64:-6.0 v[2:3]=f64:3.0 v[4:5]=f64:2.0 v[6:7]=0 v[8:9]=f64:1.0 v[14:15]=0x8000000000000000
;   out: v[10:11]=0x8000000000000000 v[12:13]=0x8000000000000000
v_div_fmas_f64 v[10:11], v[4:5], v[2:3], v[0:1]
v_div_fmas_f64 v[12:13], v[6:7], v[8:9], v[14:15]
s_endpgm

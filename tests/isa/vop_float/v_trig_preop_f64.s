; Vega ISA "VOP3A & VOP3B Instructions", V_TRIG_PREOP_F64: segment S1[4:0]
; (53 bits each) of 2/PI[1200:0], moved down by exponent(S0) - 1077 for large
; inputs, scaled by 2^(-53 - shift) (+128 when exponent(S0) >= 1968), rounded
; toward zero; bits past the table read 0.
; case: segments of 2/pi for 1.0, 2^100 and 2^977
;   in:  v[0:1]=f64:1.0,f64:1.0,f64:1.0,f64:1.0,0x4630000000000000,0x7d00000000000000 v2=0,1,2,22,0,33
;   out: v[4:5]=0x3fe45f306dc9c882,0x3c94a7f09d5f47d4,0x394a6ee06db14acc,0,0x3cb529fc2757d1e0,0x0ae758fd7cbe2f67
v_trig_preop_f64 v[4:5], v[0:1], v2
s_endpgm

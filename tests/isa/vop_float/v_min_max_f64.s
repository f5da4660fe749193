; Vega ISA "VOP3A & VOP3B Instructions", V_MIN_F64 / V_MAX_F64: the V_MIN_F32
; rules on doubles (IEEE mode quiets signaling NaNs, else NaN gives the other
; operand, -0.0 < +0.0).
; case: ordinary values
;   in:  v[0:1]=f64:1.5,f64:-7.0 v[2:3]=f64:-2.5,f64:3.0
;   out: v[4:5]=f64:-2.5,f64:-7.0 v[6:7]=f64:1.5,f64:3.0
; case: signed zeros
;   in:  v[0:1]=f64:0.0 v[2:3]=f64:-0.0
;   out: v[4:5]=f64:-0.0 v[6:7]=f64:0.0
; case: NaN operands
;   in:  v[0:1]=0x7ff8000000000000,0x7ff0000000000001 v[2:3]=f64:1.0
;   out: v[4:5]=f64:1.0 v[6:7]=f64:1.0
; case: signaling NaN in IEEE mode
;   in:  mode=0x2f0 v[0:1]=0x7ff0000000000001 v[2:3]=f64:1.0
;   out: v[4:5]=0x7ff8000000000001 v[6:7]=0x7ff8000000000001
; case: the f64/f16 denormal field flushes
;   in:  mode=0x30 v[0:1]=0x1 v[2:3]=0x8000000000000001
;   out: v[4:5]=0x8000000000000000 v[6:7]=0
v_min_f64 v[4:5], v[0:1], v[2:3]
v_max_f64 v[6:7], v[0:1], v[2:3]
s_endpgm

; Vega ISA "VOP1 Instructions", V_TRUNC_F64 / V_CEIL_F64 / V_FLOOR_F64 /
; V_RNDNE_F64 / V_FRACT_F64 (the f32 rules on doubles).
; case: halves and signs
;   in:  v[0:1]=f64:2.5,f64:-2.5,f64:-0.25,f64:4503599627370497.0
;   out: v[2:3]=f64:2.0,f64:-2.0,f64:-0.0,f64:4503599627370497.0 v[4:5]=f64:3.0,f64:-2.0,f64:-0.0,f64:4503599627370497.0 v[6:7]=f64:2.0,f64:-3.0,f64:-1.0,f64:4503599627370497.0 v[8:9]=f64:2.0,f64:-2.0,f64:-0.0,f64:4503599627370497.0 v[10:11]=f64:0.5,f64:0.5,f64:0.75,0
v_trunc_f64 v[2:3], v[0:1]
v_ceil_f64 v[4:5], v[0:1]
v_floor_f64 v[6:7], v[0:1]
v_rndne_f64 v[8:9], v[0:1]
v_fract_f64 v[10:11], v[0:1]
s_endpgm

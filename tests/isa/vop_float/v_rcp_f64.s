; Vega ISA "VOP1 Instructions", V_RCP_F64 / V_RSQ_F64 / V_SQRT_F64 with
; denormals supported (seed allows 2**29 ULP); reference precision: correctly
; rounded (V_RSQ_F64 via an x87 long double, within 1 ULP).
; case: exact and rounded values
;   in:  v[0:1]=f64:4.0,f64:3.0,f64:2.0
;   out: v[2:3]=f64:0.25,0x3fd5555555555555,f64:0.5 v[4:5]=f64:0.5,0x3fe279a74590331c,0x3fe6a09e667f3bcd v[6:7]=f64:2.0,0x3ffbb67ae8584caa,0x3ff6a09e667f3bcd
; case: zeros, infinities and negative values
;   in:  v[0:1]=f64:-0.0,f64:inf,f64:-4.0
;   out: v[2:3]=f64:-inf,0,f64:-0.25 v[4:5]=f64:-inf,0,0xfff8000000000000 v[6:7]=f64:-0.0,f64:inf,0xfff8000000000000
; case: denormals are supported
;   in:  v[0:1]=0x0000000000000004
;   out: v[2:3]=0x7ff0000000000000 v[4:5]=0x6170000000000000 v[6:7]=0x1e70000000000000
v_rcp_f64 v[2:3], v[0:1]
v_rsq_f64 v[4:5], v[0:1]
v_sqrt_f64 v[6:7], v[0:1]
s_endpgm

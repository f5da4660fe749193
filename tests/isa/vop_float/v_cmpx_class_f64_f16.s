; Vega ISA "VOPC Instructions", V_CMPX_CLASS_F64 / V_CMPX_CLASS_F16: EXEC =
; VCC = the class test in the active lanes.
; case: f64 then f16 narrow EXEC
;   in:  v[0:1]=f64:1.0,f64:-1.0 v2=0x100 v3=f16:1.0,f16:-1.0,f16:-1.0,f16:1.0
;   out: vcc=0x1111111111111111 exec=0x1111111111111111
v_cmpx_class_f64 vcc, v[0:1], v2
v_cmpx_class_f16 vcc, v3, v2
s_endpgm

; Vega ISA "VOP1 Instructions", V_EXP_F32: D.f = pow(2.0, S0.f) and
; V_LOG_F32: D.f = log2(S0.f), 1 ULP, "denormals are flushed"; the seed's
; examples. Reference precision: the f64 result rounded once to f32.
; case: the seed's V_EXP_F32 examples and exact powers
;   in:  v0=0xff800000,0x80000000,0x7f800000,f32:10.0,f32:-3.0,f32:0.5
;   out: v1=0,0x3f800000,0x7f800000,f32:1024.0,f32:0.125,0x3fb504f3 v2=0xffc00000,0xff800000,0x7f800000,0x40549a78,0xffc00000,f32:-1.0
; case: the seed's V_LOG_F32 examples
;   in:  v0=0xff800000,0xbf800000,0x80000000,0x00000000,0x3f800000,0x7f800000
;   out: v1=0,f32:0.5,0x3f800000,0x3f800000,f32:2.0,0x7f800000 v2=0xffc00000,0xffc00000,0xff800000,0xff800000,0,0x7f800000
; case: a denormal result of exp and a denormal input of log are flushed
;   in:  v0=f32:-130.0,0x00000010
;   out: v1=0,0x3f800000 v2=0xffc00000,0xff800000
v_exp_f32 v1, v0
v_log_f32 v2, v0
s_endpgm

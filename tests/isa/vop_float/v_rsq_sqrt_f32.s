; Vega ISA "VOP1 Instructions", V_RSQ_F32: D.f = 1.0 / sqrt(S0.f) and
; V_SQRT_F32: D.f = sqrt(S0.f), "denormals are flushed"; the seed's
; examples. Reference precision: the f64 result rounded once to f32.
; case: the seed's examples
;   in:  v0=0xff800000,0x80000000,0x00000000,0x40800000,0x7f800000
;   out: v1=0xffc00000,0xff800000,0x7f800000,0x3f000000,0x00000000 v2=0xffc00000,0x80000000,0x00000000,0x40000000,0x7f800000
; case: two and a negative value
;   in:  v0=f32:2.0,f32:-1.0
;   out: v1=0x3f3504f3,0xffc00000 v2=0x3fb504f3,0xffc00000
; case: a denormal input is flushed
;   in:  v0=0x00000004
;   out: v1=0x7f800000 v2=0
v_rsq_f32 v1, v0
v_sqrt_f32 v2, v0
s_endpgm

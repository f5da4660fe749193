; Vega ISA "VOP1 Instructions", V_TRUNC_F32 / V_CEIL_F32 / V_FLOOR_F32 /
; V_RNDNE_F32 (round to nearest even) and V_FRACT_F32: D.f = S0.f +
; -floor(S0.f); denormal inputs follow MODE.FP_DENORM.
; case: halves and signs
;   in:  v0=f32:2.5,f32:-2.5,f32:3.5,f32:-0.3,f32:0.7
;   out: v1=f32:2.0,f32:-2.0,f32:3.0,f32:-0.0,0 v2=f32:3.0,f32:-2.0,f32:4.0,f32:-0.0,f32:1.0 v3=f32:2.0,f32:-3.0,f32:3.0,f32:-1.0,0 v4=f32:2.0,f32:-2.0,f32:4.0,f32:-0.0,f32:1.0 v5=f32:0.5,f32:0.5,f32:0.5,0x3f333333,0x3f333333
; case: infinities, NaN and large integers
;   in:  v0=f32:-inf,0x7fc00001,f32:16777215.0
;   out: v1=f32:-inf,0x7fc00001,f32:16777215.0 v2=f32:-inf,0x7fc00001,f32:16777215.0 v3=f32:-inf,0x7fc00001,f32:16777215.0 v4=f32:-inf,0x7fc00001,f32:16777215.0 v5=0xffc00000,0x7fc00001,0
; case: a negative denormal floors to -1; its fract rounds to 1.0 as the seed formula says
;   in:  v0=0x80000001
;   out: v1=0x80000000 v2=0x80000000 v3=f32:-1.0 v4=0x80000000 v5=0x3f800000
; case: flushed denormal
;   in:  mode=0xc0 v0=0x80000001
;   out: v1=0x80000000 v2=0x80000000 v3=0x80000000 v4=0x80000000 v5=0
v_trunc_f32 v1, v0
v_ceil_f32 v2, v0
v_floor_f32 v3, v0
v_rndne_f32 v4, v0
v_fract_f32 v5, v0
s_endpgm

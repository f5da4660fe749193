; Vega ISA "VOP1 Instructions", V_TRUNC_F16 / V_CEIL_F16 / V_FLOOR_F16 /
; V_RNDNE_F16 / V_FRACT_F16 (the f32 rules; the high half is zeroed).
; case: halves and signs
;   in:  v0=f16:2.5,f16:-2.5,f16:3.5,f16:-0.25
;   out: v1=f16:2.0,f16:-2.0,f16:3.0,0x8000 v2=f16:3.0,f16:-2.0,f16:4.0,0x8000 v3=f16:2.0,f16:-3.0,f16:3.0,f16:-1.0 v4=f16:2.0,f16:-2.0,f16:4.0,0x8000 v5=f16:0.5,f16:0.5,f16:0.5,f16:0.75
v_trunc_f16 v1, v0
v_ceil_f16 v2, v0
v_floor_f16 v3, v0
v_rndne_f16 v4, v0
v_fract_f16 v5, v0
s_endpgm

; Vega ISA "VOP2 Instructions", V_SUB_F32: D.f = S0.f - S1.f; V_SUBREV_F32:
; D.f = S1.f - S0.f (also with an inline constant and a literal source).
; case: differences in both directions
;   in:  v0=f32:5.0,f32:1.0,f32:inf v1=f32:1.5,f32:1.0,f32:inf
;   out: v2=f32:3.5,0,0xffc00000 v3=f32:-3.5,0,0xffc00000 v4=f32:-5.5,f32:-1.5,f32:-inf v5=f32:2.5,f32:-1.5,f32:inf
; case: x - x is -0.0 when rounding toward -inf
;   in:  mode=0xf2 v0=f32:1.0 v1=f32:1.0
;   out: v2=0x80000000 v3=0x80000000 v4=f32:-1.5 v5=f32:-1.5
v_sub_f32 v2, v0, v1
v_subrev_f32 v3, v0, v1
v_sub_f32 v4, -0.5, v0
v_subrev_f32 v5, 0x40200000, v0
s_endpgm

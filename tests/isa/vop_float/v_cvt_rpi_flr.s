; Vega ISA "VOP1 Instructions", V_CVT_RPI_I32_F32: (int)floor(S0.f + 0.5),
; V_CVT_FLR_I32_F32: (int)floor(S0.f), V_CVT_OFF_F32_I4: the signed 4-bit
; S0[3:0] / 16 (the seed's table).
; case: halves
;   in:  v0=f32:2.5,f32:-2.5,f32:-0.5,f32:3e9
;   out: v1=3,-2,0,0x7fffffff v2=2,-3,-1,0x7fffffff
; case: the 4-bit table
;   in:  v3=8,9,15,0,1,7,0xfffffff4
;   out: v1=0 v2=0 v4=f32:-0.5,f32:-0.4375,f32:-0.0625,0,f32:0.0625,f32:0.4375,f32:0.25
v_cvt_rpi_i32_f32 v1, v0
v_cvt_flr_i32_f32 v2, v0
v_cvt_off_f32_i4 v4, v3
s_endpgm

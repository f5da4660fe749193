; Vega ISA "VOP3A & VOP3B Instructions", V_CUBEID_F32 / V_CUBESC_F32 /
; V_CUBETC_F32 / V_CUBEMA_F32 on (x, y, z) = (S0, S1, S2): the major axis is
; z if |z| >= |x| and |z| >= |y|, else y if |y| >= |x|, else x.
; case: each major axis and sign, ties to z then y
;   in:  v0=f32:1.0,f32:1.0,f32:-7.0,f32:2.0,f32:4.0,f32:5.0 v1=f32:2.0,f32:-5.0,f32:2.0,f32:2.0,f32:4.0,f32:1.0 v2=f32:3.0,f32:3.0,f32:3.0,f32:-2.0,f32:1.0,f32:1.0
;   out: v3=f32:4.0,f32:3.0,f32:1.0,f32:5.0,f32:2.0,0 v4=f32:1.0,f32:1.0,f32:3.0,f32:-2.0,f32:4.0,f32:-1.0 v5=f32:-2.0,f32:-3.0,f32:-2.0,f32:-2.0,f32:1.0,f32:-1.0 v6=f32:6.0,f32:-10.0,f32:-14.0,f32:-4.0,f32:8.0,f32:10.0
v_cubeid_f32 v3, v0, v1, v2
v_cubesc_f32 v4, v0, v1, v2
v_cubetc_f32 v5, v0, v1, v2
v_cubema_f32 v6, v0, v1, v2
s_endpgm

; Vega ISA "VOP1 Instructions", V_CVT_F32_I32 / V_CVT_F32_U32: (float)S0,
; 0.5 ULP, rounded per MODE.FP_ROUND[1:0]; V_CVT_F32_UBYTEn: (float)S0 byte n.
; case: exact and rounded values
;   in:  v0=-5,16777217,0xffffffff,0x80000000
;   out: v1=f32:-5.0,f32:16777216.0,f32:-1.0,f32:-2147483648.0 v2=0x4f800000,f32:16777216.0,0x4f800000,0x4f000000 v3=0x4f800000,0x4f800000 v5=f32:251.0,f32:1.0,f32:255.0,0 v6=f32:255.0,0,f32:255.0,0 v7=f32:255.0,0,f32:255.0,0 v8=f32:255.0,f32:1.0,f32:255.0,f32:128.0
; case: rounding toward +inf
;   in:  mode=0xf1 v0=-5,16777217,0xffffffff,0x80000000
;   out: v1=f32:-5.0,0x4b800001,f32:-1.0,f32:-2147483648.0 v2=0x4f800000,0x4b800001,0x4f800000,0x4f000000 v3=0x4f800000,0x4f800000 v5=f32:251.0,f32:1.0,f32:255.0,0 v6=f32:255.0,0,f32:255.0,0 v7=f32:255.0,0,f32:255.0,0 v8=f32:255.0,f32:1.0,f32:255.0,f32:128.0
; case: rounding toward zero
;   in:  mode=0xf3 v0=-5
;   out: v1=f32:-5.0 v2=0x4f7fffff v3=0x4f7fffff v5=f32:251.0 v6=f32:255.0 v7=f32:255.0 v8=f32:255.0
; case: bytes
;   in:  v0=0x12345678
;   out: v1=0x4d91a2b4 v2=0x4d91a2b4 v3=0x4f800000 v5=f32:120.0 v6=f32:86.0 v7=f32:52.0 v8=f32:18.0
v_cvt_f32_i32 v1, v0
v_cvt_f32_u32 v2, v0
v_cvt_f32_u32 v3, -1
v_cvt_f32_ubyte0 v5, v0
v_cvt_f32_ubyte1 v6, v0
v_cvt_f32_ubyte2 v7, v0
v_cvt_f32_ubyte3 v8, v0
s_endpgm

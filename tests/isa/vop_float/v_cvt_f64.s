; Vega ISA "VOP1 Instructions", V_CVT_F64_I32 / V_CVT_F64_U32 (exact),
; V_CVT_I32_F64 / V_CVT_U32_F64 (truncating, saturating, NaN gives 0),
; V_CVT_F32_F64 (rounded per FP_ROUND[1:0], f32 denormals per FP_DENORM) and
; V_CVT_F64_F32 (exact).
; case: integers
;   in:  v0=-7 v1=f32:-7.0 v[2:3]=f64:-2.75,f64:1e10,0x7ff8000000000000,f64:-1e10
;   out: v[4:5]=f64:-7.0 v[6:7]=f64:4294967289.0 v8=-2,0x7fffffff,0,0x80000000 v9=0,0xffffffff,0,0 v10=f32:-2.75,0x501502f9,0x7fc00000,0xd01502f9 v[12:13]=f64:-7.0
; case: rounding to f32 and f32 denormals
;   in:  v0=-7 v1=f32:-7.0 v[2:3]=0x3ff0000010000000,0x3800000000000000
;   out: v[4:5]=f64:-7.0 v[6:7]=f64:4294967289.0 v8=1,0 v9=1,0 v10=0x3f800000,0x00400000 v[12:13]=f64:-7.0
; case: rounding toward +inf and flushed f32 results
;   in:  mode=0x81 v0=-7 v1=f32:-7.0 v[2:3]=0x3ff0000010000000,0x3800000000000000
;   out: v[4:5]=f64:-7.0 v[6:7]=f64:4294967289.0 v8=1,0 v9=1,0 v10=0x3f800001,0 v[12:13]=f64:-7.0
v_cvt_f64_i32 v[4:5], v0
v_cvt_f64_u32 v[6:7], v0
v_cvt_i32_f64 v8, v[2:3]
v_cvt_u32_f64 v9, v[2:3]
v_cvt_f32_f64 v10, v[2:3]
v_cvt_f64_f32 v[12:13], v1
s_endpgm

; Vega ISA "VOP3A & VOP3B Instructions", V_ADD_F64 / V_MUL_F64 / V_FMA_F64
; (0.5 ULP, rounded per FP_ROUND[3:2], denormals per FP_DENORM[7:6]) and
; V_LDEXP_F64: D.d = S0.d * 2**S1.i; OMOD and CLAMP on a VOP3-only row.
; case: ordinary values
;   in:  v[0:1]=f64:1.5 v[2:3]=f64:-4.0 v[4:5]=f64:0.25 v6=3
;   out: v[8:9]=f64:-2.5 v[10:11]=f64:-6.0 v[12:13]=f64:-5.75 v[14:15]=f64:12.0 v[16:17]=f64:-5.0 v[18:19]=0
; case: the fma rounds once
;   in:  v[0:1]=0x3ff0000000000001 v[2:3]=0x3ff0000000000001 v[4:5]=f64:-1.0 v6=-1074
;   out: v[8:9]=0x4000000000000001 v[10:11]=0x3ff0000000000002 v[12:13]=0x3cc0000000000000 v[14:15]=0x1 v[16:17]=0x4010000000000001 v[18:19]=0x3cc0000000000000
; case: denormals flushed by FP_DENORM[7:6] = 0
;   in:  mode=0x30 v[0:1]=0x1 v[2:3]=0x1 v[4:5]=0 v6=1
;   out: v[8:9]=0 v[10:11]=0 v[12:13]=0 v[14:15]=0 v[16:17]=0 v[18:19]=0
; case: rounding toward zero (FP_ROUND[3:2] = 3)
;   in:  mode=0xfc v[0:1]=f64:1.0 v[2:3]=0x3ca0000000000001 v[4:5]=0 v6=0
;   out: v[8:9]=f64:1.0 v[10:11]=0x3ca0000000000001 v[12:13]=0x3ca0000000000001 v[14:15]=f64:1.0 v[16:17]=f64:2.0 v[18:19]=0x3ca0000000000001
v_add_f64 v[8:9], v[0:1], v[2:3]
v_mul_f64 v[10:11], v[0:1], v[2:3]
v_fma_f64 v[12:13], v[0:1], v[2:3], v[4:5]
v_ldexp_f64 v[14:15], v[0:1], v6
v_add_f64 v[16:17], v[0:1], v[2:3] mul:2
v_fma_f64 v[18:19], v[0:1], v[2:3], v[4:5] clamp
s_endpgm

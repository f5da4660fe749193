; MI100 ISA "VOP2 Instructions": V_DOT2C_I32_I16, V_DOT4C_I32_I8, V_DOT8C_I32_I4,
; V_DOT2C_F32_F16 and V_PK_FMAC_F16 accumulate into D (signed fields).
; targets: gfx908
; case: one of each
;   in:  v0=0x0003fffe v1=0x00050007 v2=100
;   in:  v3=0x80ff0102 v4=0x02030405 v5=10
;   in:  v6=0xf0000001 v7=0x70000003 v8=0
;   in:  v9=0x40003e00 v10=0xb8004000 v11=f32:1.0
;   in:  v12=0x42004000 v13=0xbc003800 v14=0x3c003c00
;   out: v2=101 v5=-235 v8=-4 v11=f32:3.0 v14=0xc0004000
; case: only the lanes in EXEC accumulate
;   in:  exec=0x5555555555555555
;   in:  v0=0x0003fffe v1=0x00050007 v2=100
;   in:  v3=0x80ff0102 v4=0x02030405 v5=10
;   in:  v6=0xf0000001 v7=0x70000003 v8=0
;   in:  v9=0x40003e00 v10=0xb8004000 v11=f32:1.0
;   in:  v12=0x42004000 v13=0xbc003800 v14=0x3c003c00
;   out: v2=101,100 v5=-235,10 v8=-4,0 v11=f32:3.0,f32:1.0 v14=0xc0004000,0x3c003c00
v_dot2c_i32_i16 v2, v0, v1
v_dot4c_i32_i8 v5, v3, v4
v_dot8c_i32_i4 v8, v6, v7
v_dot2c_f32_f16 v11, v9, v10
v_pk_fmac_f16 v14, v12, v13
s_endpgm

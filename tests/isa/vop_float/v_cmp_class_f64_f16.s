; Vega ISA "VOPC Instructions", V_CMP_CLASS_F64 / V_CMP_CLASS_F16: the
; V_CMP_CLASS_F32 class bits on doubles and halves.
; case: f64 classes
;   in:  v[0:1]=0x7ff0000000000001,0x7ff8000000000000,0xfff0000000000000,f64:-2.0,0x8000000000000001,0x8000000000000000,0,1,f64:1.0,0x7ff0000000000000 v2=1,2,4,8,16,32,64,128,256,512 v3=0x7c01,0x7e00,0xfc00,0xc000,0x8001,0x8000,0,1,0x3c00,0x7c00
;   out: vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: wrong classes
;   in:  v[0:1]=f64:1.0 v2=0x2ff v3=f16:1.0
;   out: vcc=0 s[0:1]=0
v_cmp_class_f64 vcc, v[0:1], v2
v_cmp_class_f16_e64 s[0:1], v3, v2
s_endpgm

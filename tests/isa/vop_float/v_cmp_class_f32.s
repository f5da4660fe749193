; Vega ISA "VOPC Instructions", V_CMP_CLASS_F32: VCC = whether S0.f is of any
; class selected in S1.u (0 sNaN, 1 qNaN, 2 -Inf, 3 -normal, 4 -denormal,
; 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +Inf); inactive lanes give 0;
; V_CMPX_CLASS_F32 also writes EXEC. Denormals are classified, not flushed.
; case: each class with its own bit (ten lanes repeated)
;   in:  v0=0x7f800001,0x7fc00000,0xff800000,f32:-1.0,0x80000001,0x80000000,0,0x00000001,f32:1.0,0x7f800000 v1=1,2,4,8,16,32,64,128,256,512
;   out: vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: each class with all the other bits
;   in:  v0=0x7f800001,0x7fc00000,0xff800000,f32:-1.0,0x80000001,0x80000000,0,0x00000001,f32:1.0,0x7f800000 v1=0x3fe,0x3fd,0x3fb,0x3f7,0x3ef,0x3df,0x3bf,0x37f,0x2ff,0x1ff
;   out: vcc=0 s[0:1]=0 exec=0
; case: denormals stay denormals under flushing modes
;   in:  mode=0x00 v0=0x00000001 v1=0x80
;   out: vcc=0xffffffffffffffff s[0:1]=0xffffffffffffffff
; case: only EXEC lanes report
;   in:  exec=0xf0 v0=f32:2.0 v1=0x100
;   out: vcc=0xf0 s[0:1]=0xf0
v_cmp_class_f32 vcc, v0, v1
v_cmp_class_f32_e64 s[0:1], v0, v1
v_cmpx_class_f32 vcc, v0, v1
s_endpgm

; Vega ISA "VOP3A" V_BFE_U32 / V_BFE_I32: D = (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1),
; the signed form shifting arithmetically and sign-extending the field (a field
; past bit 31 takes the sign of S0); width 0 gives 0.
; case: offsets and widths
;   in:  v0=0x12345678,0x80000000,0xfff0ff00,0xff00,0xdeadbeef,0xdeadbeef,0x80000000,0x92345678 v1=4,31,8,8,0,36,16,24 v2=8,2,8,8,0,36,16,16
;   out: v3=0x67,0x1,0xff,0xff,0x0,0xe,0x8000,0x92
;   out: v4=0x67,0xffffffff,0xffffffff,0xffffffff,0x0,0xfffffffe,0xffff8000,0xffffff92
v_bfe_u32 v3, v0, v1, v2
v_bfe_i32 v4, v0, v1, v2
s_endpgm

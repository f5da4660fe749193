; Vega ISA "VOP2 Instructions" V_AND/OR/XOR_B32, "VOP1" V_NOT_B32 and "VOP3A"
; V_OR3_B32, V_AND_OR_B32, V_LSHL_OR_B32 ((S0 << S1[4:0]) | S2), V_XAD_U32
; ((S0 ^ S1) + S2), V_ADD3_U32, V_LSHL_ADD_U32 ((S0 << S1[4:0]) + S2),
; V_ADD_LSHL_U32 ((S0 + S1) << S2[4:0]), V_BFI_B32 ((S0 & S1) | (~S0 & S2)).
; case: bit patterns
;   in:  v0=0xff00ff00 v1=0xf0f0f0f v2=0x33333333
;   out: v3=0xf000f00 v4=0xff0fff0f v5=0xf00ff00f v6=0xff00ff v7=0xff3fff3f v8=0x3f333f33
;   out: v9=0x7fb33333 v10=0x23432342 v11=0x41434142 v12=0xb2b33333 v13=0x70780000 v14=0xf330f33
; case: shift counts modulo 32
;   in:  v0=0x80000001 v1=0x21 v2=0xffffffff
;   out: v3=0x1 v4=0x80000021 v5=0x80000020 v6=0x7ffffffe v7=0xffffffff v8=0xffffffff
;   out: v9=0xffffffff v10=0x8000001f v11=0x80000021 v12=0x1 v13=0x0 v14=0x7fffffff
; case: zeros
;   in:  v0=0x0 v1=0x0 v2=0x0
;   out: v3=0x0 v4=0x0 v5=0x0 v6=0xffffffff v7=0x0 v8=0x0
;   out: v9=0x0 v10=0x0 v11=0x0 v12=0x0 v13=0x0 v14=0x0
; case: carries wrap
;   in:  v0=0xffffffff v1=0xffffffff v2=0x24
;   out: v3=0xffffffff v4=0xffffffff v5=0x0 v6=0x0 v7=0xffffffff v8=0xffffffff
;   out: v9=0x80000024 v10=0x24 v11=0x22 v12=0x80000024 v13=0xffffffe0 v14=0xffffffff
v_and_b32 v3, v0, v1
v_or_b32 v4, v0, v1
v_xor_b32 v5, v0, v1
v_not_b32 v6, v0
v_or3_b32 v7, v0, v1, v2
v_and_or_b32 v8, v0, v1, v2
v_lshl_or_b32 v9, v0, v1, v2
v_xad_u32 v10, v0, v1, v2
v_add3_u32 v11, v0, v1, v2
v_lshl_add_u32 v12, v0, v1, v2
v_add_lshl_u32 v13, v0, v1, v2
v_bfi_b32 v14, v0, v1, v2
s_endpgm

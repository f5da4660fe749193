; V_DOT2_I32_I16 (gfx906 VOP3P): D.i32 = S0.i16[0] * S1.i16[0] + S0.i16[1] * S1.i16[1] + S2.i32;
; CLAMP saturates the exact sum to the i32 range; OP_SEL / OP_SEL_HI pick the halves of each
; packed source for product 0 / product 1.
; targets: gfx906 gfx908
; case: small signed values
;   in:  v0=0xfffe0003 v1=0x00050004 v2=100
;   out: v3=0x66 v4=0x66 v5=0x6b
; case: positive overflow
;   in:  v0=0x7fff7fff v1=0x7fff7fff v2=0x7fffffff
;   out: v3=0xfffe0001 v4=0x7fffffff v5=0xfffe0001
; case: negative overflow
;   in:  v0=0x80008000 v1=0x7fff7fff v2=0x80000000
;   out: v3=0x00010000 v4=0x80000000 v5=0x00010000
; case: both products (-32768)^2, a sum of 2^31 before S2
;   in:  v0=0x80008000 v1=0x80008000 v2=5,-5
;   out: v3=0x80000005,0x7ffffffb v4=0x7fffffff,0x7ffffffb v5=0x80000005,0x7ffffffb
v_dot2_i32_i16 v3, v0, v1, v2
v_dot2_i32_i16 v4, v0, v1, v2 clamp
v_dot2_i32_i16 v5, v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
s_endpgm

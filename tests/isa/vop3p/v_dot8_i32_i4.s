; V_DOT8_I32_I4 (gfx906 VOP3P): D.i32 = sum over n of S0.i4[n] * S1.i4[n] + S2.i32 (nibbles);
; CLAMP saturates the exact sum to the i32 range.
; targets: gfx906 gfx908
; case: signed nibbles
;   in:  v0=0x12345678 v1=0xffffffff v2=7
;   out: v3=0xfffffff3 v4=0xfffffff3
; case: positive overflow
;   in:  v0=0x77777777 v1=0x77777777 v2=0x7fffffff
;   out: v3=0x80000187 v4=0x7fffffff
; case: negative overflow
;   in:  v0=0x88888888 v1=0x77777777 v2=0x80000000
;   out: v3=0x7ffffe40 v4=0x80000000
v_dot8_i32_i4 v3, v0, v1, v2
v_dot8_i32_i4 v4, v0, v1, v2 clamp
s_endpgm

; V_DOT4_I32_I8 (gfx906 VOP3P): D.i32 = sum over n of S0.i8[n] * S1.i8[n] + S2.i32 (bytes of the
; 32-bit sources); CLAMP saturates the exact sum to the i32 range.
; targets: gfx906 gfx908
; case: signed bytes
;   in:  v0=0x80ff7f01 v1=0x02030405 v2=0xfffffffc
;   out: v3=0xfa v4=0xfa
; case: overflow
;   in:  v0=0x80808080 v1=0x80808080 v2=0x7fffffff
;   out: v3=0x8000ffff v4=0x7fffffff
; case: EXEC masks lanes
;   in:  exec=0xff00 v0=0x01010101 v1=0x02020202 v2=1
;   out: v3=0,0,0,0,0,0,0,0,9,9,9,9,9,9,9,9,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 v4=0,0,0,0,0,0,0,0,9,9,9,9,9,9,9,9,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
v_dot4_i32_i8 v3, v0, v1, v2
v_dot4_i32_i8 v4, v0, v1, v2 clamp
s_endpgm

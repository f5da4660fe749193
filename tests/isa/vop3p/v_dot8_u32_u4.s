; V_DOT8_U32_U4 (gfx906 VOP3P): D.u32 = sum over n of S0.u4[n] * S1.u4[n] + S2.u32 (nibbles);
; CLAMP saturates the exact sum to the u32 range.
; targets: gfx906 gfx908
; case: unsigned nibbles
;   in:  v0=0x12345678 v1=0xffffffff v2=7
;   out: v3=0x223 v4=0x223
; case: overflow
;   in:  v0=0xffffffff v1=0xffffffff v2=0xffffffff
;   out: v3=0x707 v4=0xffffffff
v_dot8_u32_u4 v3, v0, v1, v2
v_dot8_u32_u4 v4, v0, v1, v2 clamp
s_endpgm

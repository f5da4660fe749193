; V_DOT4_U32_U8 (gfx906 VOP3P): D.u32 = sum over n of S0.u8[n] * S1.u8[n] + S2.u32;
; CLAMP saturates the exact sum to the u32 range.
; targets: gfx906 gfx908
; case: unsigned bytes, overflow
;   in:  v0=0x80ff7f01 v1=0x02030405 v2=0xfffffffc
;   out: v3=0x5fa v4=0xffffffff
; case: no overflow
;   in:  v0=0x80808080 v1=0x80808080 v2=0x7fffffff
;   out: v3=0x8000ffff v4=0x8000ffff
v_dot4_u32_u8 v3, v0, v1, v2
v_dot4_u32_u8 v4, v0, v1, v2 clamp
s_endpgm

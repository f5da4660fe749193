; Vega ISA "Literal Expansion to 64 bits" on VOPC 64-bit integer compares: the
; 32-bit literal is zero-extended for V_CMP_EQ_U64 and sign-extended for
; V_CMP_EQ_I64; inline constants are 64-bit values (-1 is all ones).
; case: extension of the literal
;   in:  v[0:1]=0x80000000,0xffffffff80000000,0xffffffffffffffff,0xffffffff
;   out: s[4:5]=0x1111111111111111 s[6:7]=0x4444444444444444 vcc=0x2222222222222222
v_cmp_eq_u64 vcc, 0x80000000, v[0:1]
s_mov_b64 s[4:5], vcc
v_cmp_eq_u64 vcc, -1, v[0:1]
s_mov_b64 s[6:7], vcc
v_cmp_eq_i64 vcc, 0x80000000, v[0:1]
s_endpgm

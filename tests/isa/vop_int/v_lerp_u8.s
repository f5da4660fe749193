; Vega ISA "VOP3A" V_LERP_U8: each unsigned byte of D is (S0.byte + S1.byte +
; S2.byte[0]) >> 1 (S2 bit 0 of each byte rounds 0.5 up).
; case: rounding bits per byte
;   in:  v0=0x1ff8002,0x1ff8002,0xffffffff,0x10203040 v1=0x1ff8003,0x1ff8003,0xffffffff,0x30201000 v2=0x0,0x1010101,0xffffffff,0x100
;   out: v3=0x1ff8002,0x1ff8003,0xffffffff,0x20202020
v_lerp_u8 v3, v0, v1, v2
s_endpgm

; Vega ISA "VOP2 Instructions", V_MADMK_F16: D.f16 = S0.f16 * K.f16 + S1.f16
; and V_MADAK_F16: D.f16 = S0.f16 * S1.f16 + K.f16 (K in the low half of the
; literal), the V_MAD_F16 multiply-add; V_LDEXP_F16: D.f16 = S0.f16 *
; 2**S1.i16 (the low half of S1, sign-extended). The high half is zeroed.
; case: ordinary values
;   in:  v0=f16:2.0 v1=f16:3.0 v2=0x10003 v3=0xffffffff
;   out: v4=f16:4.0 v5=f16:6.5 v6=f16:16.0 v3=f16:1.0
; case: ldexp rounding and overflow
;   in:  v0=f16:1.0 v1=0 v2=0xfffffff1,0x10 v3=0x0000ffe6
;   out: v4=f16:0.5 v5=f16:0.5 v6=0x0200,0x7c00 v3=0
v_madmk_f16 v4, v0, 0x3800, v1
v_madak_f16 v5, v0, v1, 0x3800
v_ldexp_f16 v6, v0, v2
v_ldexp_f16 v3, v0, v3
s_endpgm

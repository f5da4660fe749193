; Vega ISA "VOP3A & VOP3B Instructions": V_MAD_U32_U24 / V_MAD_I32_I24 (D = S0[23:0]
; * S1[23:0] + S2), V_MAD_U64_U32 ({vcc_out, D.u64} = S0.u32 * S1.u32 + S2.u64,
; the carry to sdst), V_MAD_U32_U16 / V_MAD_I32_I16 (D.u32 = S0.16 * S1.16 + S2.32).
; case: small
;   in:  v0=0x3 v1=0x5 v2=0x7 v[8:9]=0x7
;   out: v3=0x16 v4=0x16 v[6:7]=0x16 s[4:5]=0x0 v10=0x16 v11=0x16
; case: 24-bit sign extension
;   in:  v0=0xfffffe v1=0x1000003 v2=0x10 v[8:9]=0x10
;   out: v3=0x300000a v4=0xa v[6:7]=0x100000100000a s[4:5]=0x0 v10=0x3000a v11=0xa
; case: 64-bit carry out
;   in:  v0=0xffffffff v1=0xffffffff v2=0xfffffffe v[8:9]=0xffffffffffffffff
;   out: v3=0xfdffffff v4=0xffffffff v[6:7]=0xfffffffe00000000 s[4:5]=0xffffffffffffffff v10=0xfffdffff v11=0xffffffff
; case: 16-bit halves
;   in:  v0=0x1234ffff v1=0x2ffff v2=0x80000000 v[8:9]=0x1
;   out: v3=0x7fc80001 v4=0x7fc80001 v[6:7]=0x369eedc80002 s[4:5]=0x0 v10=0x7ffe0001 v11=0x80000001
; case: partial EXEC masks the carry
;   in:  v0=0xffffffff v1=0xffffffff v2=1 v[8:9]=0xffffffffffffffff exec=0x3
;   out: v3=0xfe000002,0xfe000002,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 v4=0x2,0x2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 v[6:7]=0xfffffffe00000000,0xfffffffe00000000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 v10=0xfffe0002,0xfffe0002,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 v11=0x2,0x2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[4:5]=0x3
; case: EXEC=0 clears the carry destination
;   in:  v0=0xffffffff v1=0xffffffff v2=1 v[8:9]=0xffffffffffffffff exec=0 s[4:5]=-1
;   out: s[4:5]=0
v_mad_u32_u24 v3, v0, v1, v2
v_mad_i32_i24 v4, v0, v1, v2
v_mad_u64_u32 v[6:7], s[4:5], v0, v1, v[8:9]
v_mad_u32_u16 v10, v0, v1, v2
v_mad_i32_i16 v11, v0, v1, v2
s_endpgm

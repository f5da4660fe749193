; Vega ISA "VOP3 Instructions", V_MAD_I64_I32: {vcc_out, D.i64} =
; S0.i32 * S1.i32 + S2.i64, signed. vcc_out is undefined in the seeds; gcnjit
; gives bit 64 of the 65-bit signed sum (see lift_vop_int.cpp).
; case: signed product plus a 64-bit addend
;   in:  v0=-3 v1=5 v[2:3]=0x100000000
;   out: v[4:5]=0xfffffff1 s[6:7]=0
; case: a negative result sets vcc_out (bit 64 of the 65-bit sum)
;   in:  v0=-3 v1=5 v[2:3]=10
;   out: v[4:5]=-5 s[6:7]=0xffffffffffffffff
; case: below -2^63 the 64-bit result wraps, bit 64 stays set
;   in:  v0=-2147483648 v1=2147483647 v[2:3]=0x8000000000000000
;   out: v[4:5]=0x4000000080000000 s[6:7]=0xffffffffffffffff
; case: partial EXEC
;   in:  exec=0x5555555555555555 v0=-3 v1=5 v[2:3]=10 v[4:5]=7
;   out: v[4:5]=-5,7 s[6:7]=0x5555555555555555
v_mad_i64_i32 v[4:5], s[6:7], v0, v1, v[2:3]
s_endpgm

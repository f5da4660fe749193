; Vega ISA "VOP1 Instructions", V_RCP_F32: D.f = 1.0 / S0.f, "denormals are
; flushed" (input and result, whatever MODE says); the seed's examples.
; V_RCP_IFLAG_F32 computes the same value. Reference precision: correctly
; rounded (the seed allows 1 ULP).
; case: the seed's examples
;   in:  v0=0xff800000,0xc0000000,0x80000000,0x00000000,0x7f800000
;   out: v1=0x80000000,0xbf000000,0xff800000,0x7f800000,0x00000000 v2=0x80000000,0xbf000000,0xff800000,0x7f800000,0x00000000
; case: correctly rounded 1/3 and a quiet NaN
;   in:  v0=f32:3.0,0x7fc00123
;   out: v1=0x3eaaaaab,0x7fc00123 v2=0x3eaaaaab,0x7fc00123
; case: a denormal input is flushed to a zero of its sign
;   in:  v0=0x00000001,0x80000001
;   out: v1=0x7f800000,0xff800000 v2=0x7f800000,0xff800000
; case: a denormal result is flushed
;   in:  v0=0x7f400000
;   out: v1=0 v2=0
v_rcp_f32 v1, v0
v_rcp_iflag_f32 v2, v0
s_endpgm

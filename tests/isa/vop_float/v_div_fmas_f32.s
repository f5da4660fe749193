; Vega ISA "VOP3A & VOP3B Instructions", V_DIV_FMAS_F32: S0 * S1 + S2, scaled
; in the lanes whose VCC bit is set, rounded once; input denormals are not
; flushed. The seed writes the scale as 2**32, which cannot undo its own
; V_DIV_SCALE_F32 (a 2^64 scale): the scale is 2^64 when exponent(S2) >= 128
; (|S2| >= 2, a scaled-down denominator), else 2^-64, as later AMD ISA
; manuals define it.
; case: without VCC a plain fma
;   in:  v0=f32:2.0 v1=f32:3.0 v2=f32:4.0,f32:1.0
;   out: v3=f32:10.0,f32:7.0
; case: with VCC the result is scaled by 2^64 or 2^-64
;   in:  vcc=0xffffffffffffffff v0=f32:2.0 v1=f32:3.0 v2=f32:4.0,f32:1.0
;   out: v3=0x61200000,0x20e00000
; case: the scaled denormal result is rounded once
;   in:  vcc=0xffffffffffffffff v0=0x15a00000 v1=f32:1.0 v2=0x03800000
;   out: v3=0x00000003
; case: denormal inputs are not flushed
;   in:  mode=0x00 v0=0x00000001 v1=f32:4.0 v2=0
;   out: v3=0
; case: denormal inputs count though MODE flushes inputs
;   in:  mode=0x20 v0=0x00000001 v1=f32:4.0 v2=0
;   out: v3=0x00000004
; case: an exact zero is -0 when rounding toward -inf (IEEE 754 6.3), also +0 plus -0
;   in:  mode=0xf2 v0=f32:2.0,0 v1=f32:3.0,f32:1.0 v2=f32:-6.0,0x80000000
;   out: v3=0x80000000,0x80000000
; case: and +0 in the other modes, -0 only for -0 plus -0
;   in:  mode=0xf3 v0=f32:2.0,0x80000000 v1=f32:3.0,f32:1.0 v2=f32:-6.0,0x80000000
;   out: v3=0,0x80000000
v_div_fmas_f32 v3, v0, v1, v2
s_endpgm

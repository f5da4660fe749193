; The f32 division sequence LLVM emits (Vega ISA "VOP3A" V_DIV_SCALE_F32,
; V_RCP_F32, V_FMA_F32, V_DIV_FMAS_F32, V_DIV_FIXUP_F32) gives the correctly
; rounded quotient, also for denormal and overflowing quotients, and the IEEE
; special cases. The scratch registers are cleared at the end.
; case: quotients (expected: exact num/den rounded to nearest even)
;   in:  v0=0x3f800000,0x41200000,0x200,0x40400000,0xf149f2ca,0x7f7fffff,0x60ad78ec,0x47f3637,0x7e967699 v1=0x40400000,0x40e00000,0x40400000,0x80000,0x2fa4ed3f,0x3f000000,0x26901d7d,0x461c4000,0x7db48e52
;   out: v7=0x3eaaaaab,0x3fb6db6e,0xab,0x7f800000,0xff800000,0x7f800000,0x799a130c,0x34447,0x40555554
; case: special cases: 0/0, 1/0, inf/inf, NaN/1, -2/-inf
;   in:  v0=0x0,0x3f800000,0x7f800000,0x7fc00000,0xc0000000 v1=0x0,0x0,0x7f800000,0x3f800000,0xff800000
;   out: v7=0xffc00000,0x7f800000,0xffc00000,0x7fc00000,0
v_div_scale_f32 v2, s[0:1], v1, v1, v0
v_div_scale_f32 v3, vcc, v0, v1, v0
v_rcp_f32 v4, v2
v_fma_f32 v5, -v2, v4, 1.0
v_fma_f32 v4, v5, v4, v4
v_mul_f32 v5, v3, v4
v_fma_f32 v6, -v2, v5, v3
v_fma_f32 v5, v6, v4, v5
v_fma_f32 v2, -v2, v5, v3
v_div_fmas_f32 v2, v2, v4, v5
v_div_fixup_f32 v7, v2, v1, v0
v_mov_b32 v2, 0
v_mov_b32 v3, 0
v_mov_b32 v4, 0
v_mov_b32 v5, 0
v_mov_b32 v6, 0
s_mov_b64 s[0:1], 0
s_mov_b64 vcc, 0
s_endpgm

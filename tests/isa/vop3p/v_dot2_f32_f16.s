; V_DOT2_F32_F16 (gfx906 VOP3P): D.f32 = S0.f16[0] * S1.f16[0] + S0.f16[1] * S1.f16[1] + S2.f32,
; evaluated as written: the exact f16 products are summed and rounded to f32, then S2 is added and
; rounded. NEG / NEG_HI negate the low / high halves of S0 and S1, NEG[2] negates S2; CLAMP
; clamps to [0, 1].
; targets: gfx906 gfx908
; case: halves and modifiers
;   in:  v0=0x40003c00 v1=0x42004400 v2=f32:0.5
;   out: v3=f32:10.5 v4=f32:1.0 v5=f32:1.5 v6=f32:-1.5 v7=f32:11.5
; case: the products are added before S2: (2^-24 + 2^-24) + 1.0 = 1 + 2^-23
;   in:  v0=0x0c000c00 v1=0x0c000c00 v2=f32:1.0
;   out: v3=0x3f800001 v4=f32:1.0 v5=f32:-1.0 v6=f32:1.0 v7=0x3f800001
v_dot2_f32_f16 v3, v0, v1, v2
v_dot2_f32_f16 v4, v0, v1, v2 clamp
v_dot2_f32_f16 v5, v0, v1, v2 neg_lo:[1,0,1]
v_dot2_f32_f16 v6, v0, v1, v2 neg_hi:[0,1,0]
v_dot2_f32_f16 v7, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[0,1,1]
s_endpgm

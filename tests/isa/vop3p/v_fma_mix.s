; Vega ISA "VOP3P Instructions", V_MAD_MIX_F32 / V_MAD_MIXLO_F16 / V_MAD_MIXHI_F16 (gfx906+: V_FMA_MIX_*,
; fused per MI100 ISA "Packed Math"): D = S0 * S1 + S2 in f32; OP_SEL_HI[i] = 0 reads S[i] as f32,
; 1 as the f16 half OP_SEL[i] picks; NEG_HI acts as ABS. MIXLO/MIXHI round to f16 into one half
; of D and keep the other.
; targets: gfx906 gfx908
; case: f16 and f32 operands, modifiers, halves of D
;   in:  v0=0x40003c00 v1=f32:3.0 v2=f32:0.5 v7=f32:-0.5 v3=0x12345678 v8=0x9abcdef0
;   out: v3=0x12344300 v4=0x40600000 v5=0x40d00000 v6=0xc0200000 v8=0x4680def0 v9=0x3f800000
; case: fused: (1 + 2^-10) * (1 + 2^-14) - 1 keeps the 2^-24 term
;   in:  v0=0x3c013c01 v1=0x3f800200 v2=f32:-1.0 v7=f32:-0.5 v3=0x12345678 v8=0x9abcdef0
;   out: v3=0x12341440 v4=0x3a880200 v5=0x3a880200 v6=0xbf004401 v8=0x1440def0 v9=0x3a880200
v_fma_mix_f32 v4, v0, v1, v2 op_sel_hi:[1,0,0]
v_fma_mix_f32 v5, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,0,0]
v_fma_mix_f32 v6, -v0, v1, |v7| op_sel_hi:[1,0,0]
v_fma_mixlo_f16 v3, v0, v1, v2 op_sel_hi:[1,0,0]
v_fma_mixhi_f16 v8, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,0,0]
v_fma_mix_f32 v9, v0, v1, v2 op_sel_hi:[1,0,0] clamp
s_endpgm

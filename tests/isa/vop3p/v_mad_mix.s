; Vega ISA "VOP3P Instructions", V_MAD_MIX_F32 / V_MAD_MIXLO_F16 /
; V_MAD_MIXHI_F16: S0 * S1 + S2 in f32, op_sel_hi[i] = 1 reads the f16 half
; op_sel[i] picks. Unfused like the other V_MAD_* rows: the product is
; rounded to f32 first (and denormals are flushed).
; targets: gfx900
; case: unfused: (1 + 2^-12)^2 rounds to 1 + 2^-11 before the add
;   in:  v0=f32:0x1.001p+0 v1=f32:0x1.001p+0 v2=f32:-0x1.002p+0
;   in:  v5=0x4000 v6=0x42000000 v7=f32:1.0 v8=0xabcd0000 v9=0x1234
;   out: v3=0 v4=f32:7.0 v8=0xabcd4700 v9=0x47001234
; case: partial EXEC keeps the other lanes
;   in:  exec=0x5555555555555555
;   in:  v0=f32:0x1.001p+0 v1=f32:0x1.001p+0 v2=f32:-0x1.002p+0 v3=5 v4=6
;   in:  v5=0x4000 v6=0x42000000 v7=f32:1.0 v8=0xabcd0000 v9=0x1234
;   out: v3=0,5 v4=f32:7.0,6 v8=0xabcd4700,0xabcd0000 v9=0x47001234,0x1234
v_mad_mix_f32 v3, v0, v1, v2
v_mad_mix_f32 v4, v5, v6, v7 op_sel:[0,1,0] op_sel_hi:[1,1,0]
v_mad_mixlo_f16 v8, v5, v6, v7 op_sel:[0,1,0] op_sel_hi:[1,1,0]
v_mad_mixhi_f16 v9, v5, v6, v7 op_sel:[0,1,0] op_sel_hi:[1,1,0]
s_endpgm

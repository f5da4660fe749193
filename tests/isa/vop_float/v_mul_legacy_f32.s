; Vega ISA "VOP2 Instructions", V_MUL_LEGACY_F32 and "VOP3A" V_MAD_LEGACY_F32:
; DX9 rules, 0.0 * x = 0.0 even for x = Inf or NaN; V_MUL_F32 / V_MAD_F32 are
; IEEE.
; case: ordinary products
;   in:  v0=f32:2.0 v1=f32:-3.0 v2=f32:1.0
;   out: v3=f32:-6.0 v4=f32:-6.0 v5=f32:-5.0 v6=f32:-5.0
; case: zero times infinity
;   in:  v0=0 v1=f32:-inf v2=f32:1.0
;   out: v3=0 v4=0xffc00000 v5=f32:1.0 v6=0xffc00000
; case: negative zero times NaN
;   in:  v0=f32:-0.0 v1=0x7fc00000 v2=f32:-1.0
;   out: v3=0 v4=0x7fc00000 v5=f32:-1.0 v6=0x7fc00000
; case: a flushed denormal counts as zero
;   in:  mode=0x00 v0=0x1 v1=f32:inf v2=0
;   out: v3=0 v4=0xffc00000 v5=0 v6=0xffc00000
v_mul_legacy_f32 v3, v0, v1
v_mul_f32 v4, v0, v1
v_mad_legacy_f32 v5, v0, v1, v2
v_mad_f32 v6, v0, v1, v2
s_endpgm

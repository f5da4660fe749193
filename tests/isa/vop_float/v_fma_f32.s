; Vega ISA "VOP3A & VOP3B Instructions", V_FMA_F32 (fused, 0.5 ULP, denormals
; supported) against V_MAD_F32 (the product is rounded; "denormals are
; flushed"); "VOP2 Instructions" V_FMAC_F32 / V_MAC_F32 accumulate into D.
; targets: gfx906 gfx908
; case: the rounding of the product shows
;   in:  v0=0x3f800800 v1=0x3f800800 v2=f32:-1.0 v5=f32:-1.0 v6=f32:-1.0
;   out: v3=0x3a000400 v4=0x3a000000 v5=0x3a000000 v6=0x3a000400
; case: a denormal operand is kept by fma, flushed by mad
;   in:  v0=0x100 v1=f32:1.0
;   out: v3=0x100 v6=0x100
; case: a denormal result is kept by fma, flushed by mad
;   in:  v0=0x00800000 v1=f32:1.5 v2=0x80800000 v5=0x80800000 v6=0x80800000
;   out: v3=0x00400000 v4=0 v5=0 v6=0x00400000
; case: inf * 0 is invalid
;   in:  v0=f32:inf v1=0 v2=f32:1.0 v5=f32:1.0 v6=f32:1.0
;   out: v3=0xffc00000 v4=0xffc00000 v5=0xffc00000 v6=0xffc00000
; case: round toward +inf applies to both roundings of mad
;   in:  mode=0xf1 v0=0x3f800800 v1=0x3f800800 v2=f32:-1.0 v5=f32:-1.0 v6=f32:-1.0
;   out: v3=0x3a000400 v4=0x3a000800 v5=0x3a000800 v6=0x3a000400
v_fma_f32 v3, v0, v1, v2
v_mad_f32 v4, v0, v1, v2
v_mac_f32 v5, v0, v1
v_fmac_f32 v6, v0, v1
s_endpgm

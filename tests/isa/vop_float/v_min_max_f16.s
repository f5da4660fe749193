; Vega ISA "VOP2 Instructions", V_MIN_F16 / V_MAX_F16 (the V_MIN_F32 rules);
; the result fills the low half and zeroes the high half.
; case: ordinary values
;   in:  v0=f16:1.5 v1=f16:-2.0
;   out: v2=f16:-2.0 v3=f16:1.5
; case: the high halves of the sources are ignored
;   in:  v0=0x12343c00 v1=0x56784000
;   out: v2=f16:1.0 v3=f16:2.0
; case: signed zeros and NaN
;   in:  v0=0x8000,0x7e00 v1=0,0xc000
;   out: v2=0x8000,0xc000 v3=0,0xc000
; case: signaling NaN in IEEE mode
;   in:  mode=0x2f0 v0=0x7c01 v1=f16:1.0
;   out: v2=0x7e01 v3=0x7e01
v_min_f16 v2, v0, v1
v_max_f16 v3, v0, v1
s_endpgm

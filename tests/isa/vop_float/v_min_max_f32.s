; Vega ISA "VOP2 Instructions", V_MIN_F32 / V_MAX_F32: with IEEE_MODE a
; signaling NaN operand gives itself quieted; otherwise a NaN operand gives
; the other operand; -0.0 < +0.0 (MODE.IEEE is bit 9).
; case: ordinary values in both orders
;   in:  v0=f32:1.0,f32:2.0,f32:-inf v1=f32:2.0,f32:1.0,f32:3.0
;   out: v2=f32:1.0,f32:1.0,f32:-inf v3=f32:2.0,f32:2.0,f32:3.0
; case: signed zeros in both orders
;   in:  v0=0,f32:-0.0 v1=f32:-0.0,0
;   out: v2=0x80000000 v3=0
; case: a quiet NaN gives the other operand
;   in:  v0=0x7fc00000,f32:1.0,0x7fc00001 v1=f32:1.0,0xffc00000,0x7fc00002
;   out: v2=f32:1.0,f32:1.0,0x7fc00002 v3=f32:1.0,f32:1.0,0x7fc00002
; case: a signaling NaN without IEEE mode gives the other operand
;   in:  v0=0x7f800001,f32:1.0 v1=f32:1.0,0xff800002
;   out: v2=f32:1.0 v3=f32:1.0
; case: a signaling NaN in IEEE mode gives itself quieted
;   in:  mode=0x2f0 v0=0x7f800001,f32:1.0,0x7fc00000 v1=f32:1.0,0xff800002,0x7f800003
;   out: v2=0x7fc00001,0xffc00002,0x7fc00003 v3=0x7fc00001,0xffc00002,0x7fc00003
; case: a quiet NaN in IEEE mode still gives the other operand
;   in:  mode=0x2f0 v0=0x7fc00000 v1=f32:-2.0
;   out: v2=f32:-2.0 v3=f32:-2.0
; case: flushed denormals compare as zeros
;   in:  mode=0x00 v0=0x1 v1=0x80000002
;   out: v2=0x80000000 v3=0
v_min_f32 v2, v0, v1
v_max_f32 v3, v0, v1
s_endpgm

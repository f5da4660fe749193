; Vega ISA "VOP2 Instructions", V_ADD_F32: D.f = S0.f + S1.f, 0.5 ULP, with
; MODE's FP_DENORM/FP_ROUND ("Denormalized and Rounding Modes") and the VOP3
; input modifiers and OMOD/CLAMP ("Instruction Outputs").
; case: sums, signed zeros and invalid inf - inf
;   in:  v0=f32:1.5,f32:-0.0,f32:inf,f32:1e30 v1=f32:2.25,f32:-0.0,f32:-inf,f32:1e30
;   out: v2=f32:3.75,f32:-0.0,0xffc00000,f32:2e30
; case: a NaN operand is quieted and kept
;   in:  v0=0x7f800001 v1=f32:1.0
;   out: v2=0x7fc00001
; case: overflow to infinity
;   in:  v0=0x7f7fffff v1=0x7f7fffff
;   out: v2=f32:inf
; case: denormals kept when MODE allows them
;   in:  v0=0x00000001 v1=0x00000002
;   out: v2=0x00000003
; case: denormal inputs and outputs flushed with FP_DENORM = 0
;   in:  mode=0xc0 v0=0x00000001 v1=0x00000002
;   out: v2=0
; case: flushed denormal output keeps its sign
;   in:  mode=0x00 v0=0x80c00000 v1=0x00800000
;   out: v2=0x80000000
; case: round to nearest even (FP_ROUND = 0)
;   in:  v0=f32:1.0 v1=0x33800001
;   out: v2=0x3f800001
; case: round toward zero (FP_ROUND[1:0] = 3)
;   in:  mode=0xf3 v0=f32:1.0 v1=0x33800001
;   out: v2=0x3f800000
; case: round toward -inf on a negative sum
;   in:  mode=0xf2 v0=f32:-1.0 v1=0xb3000001
;   out: v2=0xbf800001
; case: the f64 round mode field does not apply
;   in:  mode=0xfc v0=f32:1.0 v1=0x33800001
;   out: v2=0x3f800001
; case: only EXEC lanes are written
;   in:  exec=0x5 v0=f32:1.0 v1=f32:2.0 v2=7
;   out: v2=f32:3.0,7,f32:3.0,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7
; case: EXEC = 0 writes nothing
;   in:  exec=0 v0=f32:1.0 v1=f32:2.0 v2=7
;   out: v2=7
v_add_f32 v2, v0, v1
s_endpgm

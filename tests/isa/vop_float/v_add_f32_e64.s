; Vega ISA "VOP2 using VOP3 encoding", V_ADD_F32 with the VOP3 input
; modifiers (ABS, NEG) and output modifiers ("Instruction Outputs": OMOD
; multiplies by 2, 4 or 0.5, then CLAMP clamps to [0.0, 1.0]; MODE.DX10_CLAMP
; clamps NaN to 0).
; case: neg and abs
;   in:  v0=f32:-1.5 v1=f32:4.0
;   out: v2=f32:5.5 v3=f32:-5.5 v4=f32:10.0 v5=f32:2.75 v6=f32:1.0 v7=0 v8=f32:-0.75
; case: signed zeros; clamp turns -0.0 into +0.0
;   in:  v0=f32:-0.0 v1=0
;   out: v2=0 v3=0x80000000 v4=0 v5=0 v6=0 v7=0 v8=0
; case: NaN passes the clamp without MODE.DX10_CLAMP
;   in:  v0=0x7fc00000 v1=f32:1.0
;   out: v2=0x7fc00000 v3=0x7fc00000 v4=0xffc00000 v5=0xffc00000 v6=0x7fc00000 v7=0xffc00000 v8=0x7fc00000
; case: NaN clamped to 0 with MODE.DX10_CLAMP
;   in:  mode=0x1f0 v0=0x7fc00000 v1=f32:1.0
;   out: v2=0x7fc00000 v3=0x7fc00000 v4=0xffc00000 v5=0xffc00000 v6=0 v7=0 v8=0x7fc00000
v_add_f32_e64 v2, |v0|, v1
v_add_f32_e64 v3, v0, -v1
v_add_f32_e64 v4, -|v0|, v1 mul:4
v_add_f32_e64 v5, -v0, v1 div:2
v_add_f32_e64 v6, |v0|, v1 clamp
v_add_f32_e64 v7, -|v0|, -v1 clamp
v_add_f32_e64 v8, v0, s0 div:2
s_endpgm

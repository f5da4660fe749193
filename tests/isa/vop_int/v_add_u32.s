; Vega ISA "VOP2 Instructions", V_ADD_U32 / V_SUB_U32 / V_SUBREV_U32: D = S0 + S1,
; S0 - S1, S1 - S0, wrapping; the VOP3 CLAMP bit saturates (unsigned).
; case: small values
;   in:  v0=5 v1=7
;   out: v2=12 v3=12 v4=0xfffffffe v5=0 v6=2 v7=2
; case: wrap and saturation at the unsigned limits
;   in:  v0=0xffffffff v1=2
;   out: v2=1 v3=0xffffffff v4=0xfffffffd v5=0xfffffffd v6=3 v7=0
; case: per-lane values
;   in:  v0=lane*4 v1=lane
;   out: v2=lane*5 v3=lane*5 v4=lane*3 v5=lane*3 v6=0x0,0xfffffffd,0xfffffffa,0xfffffff7,0xfffffff4,0xfffffff1,0xffffffee,0xffffffeb,0xffffffe8,0xffffffe5,0xffffffe2,0xffffffdf,0xffffffdc,0xffffffd9,0xffffffd6,0xffffffd3,0xffffffd0,0xffffffcd,0xffffffca,0xffffffc7,0xffffffc4,0xffffffc1,0xffffffbe,0xffffffbb,0xffffffb8,0xffffffb5,0xffffffb2,0xffffffaf,0xffffffac,0xffffffa9,0xffffffa6,0xffffffa3,0xffffffa0,0xffffff9d,0xffffff9a,0xffffff97,0xffffff94,0xffffff91,0xffffff8e,0xffffff8b,0xffffff88,0xffffff85,0xffffff82,0xffffff7f,0xffffff7c,0xffffff79,0xffffff76,0xffffff73,0xffffff70,0xffffff6d,0xffffff6a,0xffffff67,0xffffff64,0xffffff61,0xffffff5e,0xffffff5b,0xffffff58,0xffffff55,0xffffff52,0xffffff4f,0xffffff4c,0xffffff49,0xffffff46,0xffffff43 v7=0
; case: partial EXEC
;   in:  v0=1 v1=2 exec=0xff00 v2=9
;   out: v2=9,9,9,9,9,9,9,9,3,3,3,3,3,3,3,3,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9
;   out: v3=0,0,0,0,0,0,0,0,3,3,3,3,3,3,3,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: v4=0,0,0,0,0,0,0,0,0xffffffff,0xffffffff,0xffffffff,0xffffffff,0xffffffff,0xffffffff,0xffffffff,0xffffffff,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: v5=0 v6=0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: v7=0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
v_add_u32 v2, v0, v1
v_add_u32_e64 v3, v0, v1 clamp
v_sub_u32 v4, v0, v1
v_sub_u32_e64 v5, v0, v1 clamp
v_subrev_u32 v6, v0, v1
v_subrev_u32_e64 v7, v0, v1 clamp
s_endpgm

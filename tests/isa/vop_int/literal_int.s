; Vega ISA "Instruction Inputs" on integer VOP2 rows: a 32-bit literal, inline
; integer constants (16-bit rows take their low 16 bits), and SGPR sources in
; the VOP3 form (V_ADD_U32, V_ADD_U16, V_LSHLREV_B16, V_MUL_LO_U32).
; case: constant sources
;   in:  v0=0x10002 s2=0x100
;   out: v1=0x1235567a v2=0x1 v3=0x1236 v4=0x8 v5=0x10000
v_add_u32 v1, 0x12345678, v0
v_add_u16 v2, -1, v0
v_add_u16 v3, 0x1234, v0
v_lshlrev_b16 v4, 2, v0
v_mul_lo_u32 v5, s2, s2
s_endpgm

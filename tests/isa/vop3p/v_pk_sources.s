; Vega ISA "VOP3P Instructions" with scalar and constant sources (seed 000 "VOP3P" fields): an SGPR
; is read as a dword like a VGPR; an inline constant is its 16-bit value in the low half, selected
; here for both results with op_sel_hi 0.
; case: SGPR and inline constants
;   in:  s0=0x00050003 v1=0x3c00c000
;   out: v2=0x00040002 v3=0x4000c400 v5=0x3c053c05
v_pk_add_u16 v2, s0, -1 op_sel_hi:[1,0]
v_pk_mul_f16 v3, v1, 2.0 op_sel_hi:[1,0]
v_pk_add_u16 v5, s0, v1 op_sel:[1,1]
s_endpgm

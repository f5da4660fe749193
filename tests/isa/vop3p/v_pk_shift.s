; Vega ISA "VOP3P Instructions", V_PK_LSHLREV_B16 / V_PK_LSHRREV_B16 / V_PK_ASHRREV_I16:
; D[31:16] = S1[31:16] shifted by S0[19:16], D[15:0] = S1[15:0] shifted by S0[3:0] (amounts
; taken modulo 16).
; case: amounts below 16
;   in:  v0=0x00040001 v1=0x8421f00f
;   out: v2=0x4210e01e v3=0x08427807 v4=0xf842f807
; case: amounts of 16 and more use their low four bits
;   in:  v0=0x00130010 v1=0x8421f00f
;   out: v2=0x2108f00f v3=0x1084f00f v4=0xf084f00f
v_pk_lshlrev_b16 v2, v0, v1
v_pk_lshrrev_b16 v3, v0, v1
v_pk_ashrrev_i16 v4, v0, v1
s_endpgm

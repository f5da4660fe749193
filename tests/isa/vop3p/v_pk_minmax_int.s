; Vega ISA "VOP3P Instructions", V_PK_MAX_I16 / V_PK_MIN_I16 / V_PK_MAX_U16 / V_PK_MIN_U16:
; per half, (S0 >= S1) ? S0 : S1 and (S0 < S1) ? S0 : S1, signed or unsigned.
; case: signed and unsigned orders differ
;   in:  v0=0x8000fffe v1=0x00050003
;   out: v2=0x00050003 v3=0x8000fffe v4=0x8000fffe v5=0x00050003 v6=0x00050003
v_pk_max_i16 v2, v0, v1
v_pk_min_i16 v3, v0, v1
v_pk_max_u16 v4, v0, v1
v_pk_min_u16 v5, v0, v1
v_pk_max_i16 v6, v0, v1 clamp
s_endpgm

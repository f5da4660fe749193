; Seed 002 V_QSAD_PK_U16_U8, V_MQSAD_PK_U16_U8, V_MQSAD_U32_U8 (Vega ISA "VOP3A Instructions": quad-byte
; SADs with accumulation): for n = 0..3, SADU8(S0[8n+31:8n], S1, S2 field n) where MQSAD skips the bytes
; where S1 is 0. PK: 16-bit fields of S2, each 32-bit sum ORed into D at bit 16n (a sum past 16 bits
; reaches the next field, as the seed's pseudo-code writes it). U32: 32-bit fields of the 128-bit S2,
; each sum saturated at 0xffffffff.
; case: mixed bytes, a zero byte in S1, saturating U32 fields
;   in:  v[0:1]=0x0123456789abcdef v2=0x00ff1080 v[6:7]=0x0004000300020001
;   in:  v14=1 v15=2 v16=0xfffffff0 v17=0xffffffff
;   out: v[4:5]=0x0141018401c7020a v[8:9]=0x011e013f01600181 v10=0x181 v11=0x160 v12=0xffffffff v13=0xffffffff
; case: sums past 16 bits; S1 all zero masks every byte
;   in:  v[0:1]=0xffffffffffffffff v2=0 v[6:7]=0xffffffffffffffff
;   out: v[4:5]=0x03fb03fb03fb03fb v[8:9]=0xffffffffffffffff
; case: one field past 16 bits, odd lanes only
;   in:  exec=0xaaaaaaaaaaaaaaaa v[0:1]=0x00ff00ff00ff00ff v2=0x01ff0080 v[6:7]=0xfffffc00fff0ffff
;   in:  v14=7 v15=0 v16=0xfffffc03 v17=5
;   out: v[4:5]=0,0x037bfc81036d007f v[8:9]=0,0x027cfc81026d007f v10=0,0x87 v11=0,0x27d v12=0,0xfffffc83 v13=0,0x282
v_qsad_pk_u16_u8 v[4:5], v[0:1], v2, v[6:7]
v_mqsad_pk_u16_u8 v[8:9], v[0:1], v2, v[6:7]
v_mqsad_u32_u8 v[10:13], v[0:1], v2, v[14:17]
s_endpgm

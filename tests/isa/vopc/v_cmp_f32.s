; Vega ISA "VOPC Instructions", V_CMP_{F,LT,EQ,LE,GT,LG,GE,O,U,NGE,NLG,NGT,NLE,NEQ,NLT,TRU}_F32:
; ordered compares are false and the N* (negated) ones true for NaN; -0.0 == +0.0;
; input denormals compare as 0 when MODE.FP_DENORM flushes them (Vega ISA "MODE").
; case: denormals kept
;   in:  v0=0xbf800000,0x80000000,0x0,0x3f800000,0x7fc00000,0x7f800000,0xff800000,0x1 v2=0x0 mode=0xf0
;   out: s[0:1]=0x0 s[2:3]=0x4141414141414141 s[4:5]=0x606060606060606 s[6:7]=0x4747474747474747 s[8:9]=0xa8a8a8a8a8a8a8a8 s[10:11]=0xe9e9e9e9e9e9e9e9
;   out: s[12:13]=0xaeaeaeaeaeaeaeae s[14:15]=0xefefefefefefefef s[16:17]=0x1010101010101010 s[18:19]=0x5151515151515151 s[20:21]=0x1616161616161616 s[22:23]=0x5757575757575757
;   out: s[24:25]=0xb8b8b8b8b8b8b8b8 s[26:27]=0xf9f9f9f9f9f9f9f9 s[28:29]=0xbebebebebebebebe s[30:31]=0xffffffffffffffff vcc=0x4141414141414141
; case: denormals flushed
;   in:  v0=0xbf800000,0x80000000,0x0,0x3f800000,0x7fc00000,0x7f800000,0xff800000,0x1 v2=0x0 mode=0xc0
;   out: s[0:1]=0x0 s[2:3]=0x4141414141414141 s[4:5]=0x8686868686868686 s[6:7]=0xc7c7c7c7c7c7c7c7 s[8:9]=0x2828282828282828 s[10:11]=0x6969696969696969
;   out: s[12:13]=0xaeaeaeaeaeaeaeae s[14:15]=0xefefefefefefefef s[16:17]=0x1010101010101010 s[18:19]=0x5151515151515151 s[20:21]=0x9696969696969696 s[22:23]=0xd7d7d7d7d7d7d7d7
;   out: s[24:25]=0x3838383838383838 s[26:27]=0x7979797979797979 s[28:29]=0xbebebebebebebebe s[30:31]=0xffffffffffffffff vcc=0x4141414141414141
; case: partial EXEC
;   in:  v0=0xbf800000,0x80000000,0x0,0x3f800000,0x7fc00000,0x7f800000,0xff800000,0x1 v2=0x0 mode=0xf0 exec=0xf0f0f0f0f0f0f0f0
;   out: s[0:1]=0x0 s[2:3]=0x4040404040404040 s[4:5]=0x0 s[6:7]=0x4040404040404040 s[8:9]=0xa0a0a0a0a0a0a0a0 s[10:11]=0xe0e0e0e0e0e0e0e0
;   out: s[12:13]=0xa0a0a0a0a0a0a0a0 s[14:15]=0xe0e0e0e0e0e0e0e0 s[16:17]=0x1010101010101010 s[18:19]=0x5050505050505050 s[20:21]=0x1010101010101010 s[22:23]=0x5050505050505050
;   out: s[24:25]=0xb0b0b0b0b0b0b0b0 s[26:27]=0xf0f0f0f0f0f0f0f0 s[28:29]=0xb0b0b0b0b0b0b0b0 s[30:31]=0xf0f0f0f0f0f0f0f0 vcc=0x4040404040404040
v_cmp_f_f32_e64 s[0:1], v0, v2
v_cmp_lt_f32_e64 s[2:3], v0, v2
v_cmp_eq_f32_e64 s[4:5], v0, v2
v_cmp_le_f32_e64 s[6:7], v0, v2
v_cmp_gt_f32_e64 s[8:9], v0, v2
v_cmp_lg_f32_e64 s[10:11], v0, v2
v_cmp_ge_f32_e64 s[12:13], v0, v2
v_cmp_o_f32_e64 s[14:15], v0, v2
v_cmp_u_f32_e64 s[16:17], v0, v2
v_cmp_nge_f32_e64 s[18:19], v0, v2
v_cmp_nlg_f32_e64 s[20:21], v0, v2
v_cmp_ngt_f32_e64 s[22:23], v0, v2
v_cmp_nle_f32_e64 s[24:25], v0, v2
v_cmp_neq_f32_e64 s[26:27], v0, v2
v_cmp_nlt_f32_e64 s[28:29], v0, v2
v_cmp_tru_f32_e64 s[30:31], v0, v2
v_cmp_lt_f32 vcc, v0, v2
s_endpgm

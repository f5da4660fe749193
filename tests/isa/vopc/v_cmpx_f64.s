; Vega ISA "VOPC Instructions", V_CMPX_{F,LT,EQ,LE,GT,LG,GE,O,U,NGE,NLG,NGT,NLE,NEQ,NLT,TRU}_F64:
; ordered compares false, N* true for NaN; the mask (0 in inactive lanes) goes to sdst or VCC and to EXEC
; (restored from s[40:41] after each compare).
; case: all lanes
;   in:  v[0:1]=0xbff0000000000000,0x8000000000000000,0x0,0x3ff0000000000000,0x7ff8000000000000,0x7ff0000000000000,0xfff0000000000000,0x4000000000000000 v[2:3]=0x3ff0000000000000 exec=0xffffffffffffffff s[40:41]=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x4747474747474747 s[4:5]=0x808080808080808 s[6:7]=0x4f4f4f4f4f4f4f4f s[8:9]=0xa0a0a0a0a0a0a0a0 s[10:11]=0xe7e7e7e7e7e7e7e7
;   out: s[12:13]=0xa8a8a8a8a8a8a8a8 s[14:15]=0xefefefefefefefef s[16:17]=0x1010101010101010 s[18:19]=0x5757575757575757 s[20:21]=0x1818181818181818 s[22:23]=0x5f5f5f5f5f5f5f5f
;   out: s[24:25]=0xb0b0b0b0b0b0b0b0 s[26:27]=0xf7f7f7f7f7f7f7f7 s[28:29]=0xb8b8b8b8b8b8b8b8 s[30:31]=0xffffffffffffffff vcc=0x4747474747474747 exec=0x4747474747474747
; case: partial EXEC
;   in:  v[0:1]=0xbff0000000000000,0x8000000000000000,0x0,0x3ff0000000000000,0x7ff8000000000000,0x7ff0000000000000,0xfff0000000000000,0x4000000000000000 v[2:3]=0x3ff0000000000000 exec=0x123456789abcdef s[40:41]=0x123456789abcdef
;   out: s[0:1]=0x0 s[2:3]=0x103454701034547 s[4:5]=0x8080808 s[6:7]=0x1034547090b4d4f s[8:9]=0x20002080a080a0 s[10:11]=0x123456781a3c5e7
;   out: s[12:13]=0x20002088a888a8 s[14:15]=0x123456789abcdef s[16:17]=0x0 s[18:19]=0x103454701034547 s[20:21]=0x8080808 s[22:23]=0x1034547090b4d4f
;   out: s[24:25]=0x20002080a080a0 s[26:27]=0x123456781a3c5e7 s[28:29]=0x20002088a888a8 s[30:31]=0x123456789abcdef vcc=0x103454701034547 exec=0x103454701034547
; case: EXEC=0
;   in:  v[0:1]=0xbff0000000000000,0x8000000000000000,0x0,0x3ff0000000000000,0x7ff8000000000000,0x7ff0000000000000,0xfff0000000000000,0x4000000000000000 v[2:3]=0x3ff0000000000000 exec=0x0 s[40:41]=0x0
;   out: s[0:1]=0x0 s[2:3]=0x0 s[4:5]=0x0 s[6:7]=0x0 s[8:9]=0x0 s[10:11]=0x0
;   out: s[12:13]=0x0 s[14:15]=0x0 s[16:17]=0x0 s[18:19]=0x0 s[20:21]=0x0 s[22:23]=0x0
;   out: s[24:25]=0x0 s[26:27]=0x0 s[28:29]=0x0 s[30:31]=0x0 vcc=0x0 exec=0x0
v_cmpx_f_f64_e64 s[0:1], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_lt_f64_e64 s[2:3], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_eq_f64_e64 s[4:5], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_le_f64_e64 s[6:7], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_gt_f64_e64 s[8:9], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_lg_f64_e64 s[10:11], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_ge_f64_e64 s[12:13], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_o_f64_e64 s[14:15], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_u_f64_e64 s[16:17], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_nge_f64_e64 s[18:19], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_nlg_f64_e64 s[20:21], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_ngt_f64_e64 s[22:23], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_nle_f64_e64 s[24:25], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_neq_f64_e64 s[26:27], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_nlt_f64_e64 s[28:29], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_tru_f64_e64 s[30:31], v[0:1], v[2:3]
s_mov_b64 exec, s[40:41]
v_cmpx_lt_f64 vcc, v[0:1], v[2:3]
s_endpgm

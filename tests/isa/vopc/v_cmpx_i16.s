; Vega ISA "VOPC Instructions", V_CMPX_{F,LT,EQ,LE,GT,NE,GE,T}_I16:
; signed 16-bit (low halves); the mask (0 in inactive lanes) goes to sdst or VCC and to EXEC
; (restored from s[40:41] after each compare).
; case: all lanes
;   in:  v0=0x0,0x1,0x5,0x12340005,0x8000,0xffff,0x6,0x4 v2=0xffff0005 exec=0xffffffffffffffff s[40:41]=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0xb3b3b3b3b3b3b3b3 s[4:5]=0xc0c0c0c0c0c0c0c s[6:7]=0xbfbfbfbfbfbfbfbf s[8:9]=0x4040404040404040 s[10:11]=0xf3f3f3f3f3f3f3f3
;   out: s[12:13]=0x4c4c4c4c4c4c4c4c s[14:15]=0xffffffffffffffff vcc=0xb3b3b3b3b3b3b3b3 exec=0xb3b3b3b3b3b3b3b3
; case: partial EXEC
;   in:  v0=0x0,0x1,0x5,0x12340005,0x8000,0xffff,0x6,0x4 v2=0xffff0005 exec=0x123456789abcdef s[40:41]=0x123456789abcdef
;   out: s[0:1]=0x0 s[2:3]=0x123012381a381a3 s[4:5]=0x40408080c0c s[6:7]=0x123052789ab8daf s[8:9]=0x404000004040 s[10:11]=0x123416381a3c1e3
;   out: s[12:13]=0x444408084c4c s[14:15]=0x123456789abcdef vcc=0x123012381a381a3 exec=0x123012381a381a3
; case: EXEC=0
;   in:  v0=0x0,0x1,0x5,0x12340005,0x8000,0xffff,0x6,0x4 v2=0xffff0005 exec=0x0 s[40:41]=0x0
;   out: s[0:1]=0x0 s[2:3]=0x0 s[4:5]=0x0 s[6:7]=0x0 s[8:9]=0x0 s[10:11]=0x0
;   out: s[12:13]=0x0 s[14:15]=0x0 vcc=0x0 exec=0x0
v_cmpx_f_i16_e64 s[0:1], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_lt_i16_e64 s[2:3], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_eq_i16_e64 s[4:5], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_le_i16_e64 s[6:7], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_gt_i16_e64 s[8:9], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_ne_i16_e64 s[10:11], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_ge_i16_e64 s[12:13], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_t_i16_e64 s[14:15], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_lt_i16 vcc, v0, v2
s_endpgm

; Vega ISA "VOPC Instructions", V_CMPX_{F,LT,EQ,LE,GT,NE,GE,T}_U32:
; unsigned 32-bit; the mask (0 in inactive lanes) goes to sdst or VCC and to EXEC
; (restored from s[40:41] after each compare).
; case: all lanes
;   in:  v0=0x0,0x1,0x5,0x7fffffff,0x80000000,0xffffffff,0x6,0x4 v2=0x5 exec=0xffffffffffffffff s[40:41]=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x8383838383838383 s[4:5]=0x404040404040404 s[6:7]=0x8787878787878787 s[8:9]=0x7878787878787878 s[10:11]=0xfbfbfbfbfbfbfbfb
;   out: s[12:13]=0x7c7c7c7c7c7c7c7c s[14:15]=0xffffffffffffffff vcc=0x8383838383838383 exec=0x8383838383838383
; case: partial EXEC
;   in:  v0=0x0,0x1,0x5,0x7fffffff,0x80000000,0xffffffff,0x6,0x4 v2=0x5 exec=0x123456789abcdef s[40:41]=0x123456789abcdef
;   out: s[0:1]=0x0 s[2:3]=0x103010381838183 s[4:5]=0x40400000404 s[6:7]=0x103050781838587 s[8:9]=0x20406008284868 s[10:11]=0x123416389abc9eb
;   out: s[12:13]=0x20446408284c6c s[14:15]=0x123456789abcdef vcc=0x103010381838183 exec=0x103010381838183
; case: EXEC=0
;   in:  v0=0x0,0x1,0x5,0x7fffffff,0x80000000,0xffffffff,0x6,0x4 v2=0x5 exec=0x0 s[40:41]=0x0
;   out: s[0:1]=0x0 s[2:3]=0x0 s[4:5]=0x0 s[6:7]=0x0 s[8:9]=0x0 s[10:11]=0x0
;   out: s[12:13]=0x0 s[14:15]=0x0 vcc=0x0 exec=0x0
v_cmpx_f_u32_e64 s[0:1], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_lt_u32_e64 s[2:3], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_eq_u32_e64 s[4:5], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_le_u32_e64 s[6:7], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_gt_u32_e64 s[8:9], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_ne_u32_e64 s[10:11], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_ge_u32_e64 s[12:13], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_t_u32_e64 s[14:15], v0, v2
s_mov_b64 exec, s[40:41]
v_cmpx_lt_u32 vcc, v0, v2
s_endpgm

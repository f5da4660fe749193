; Vega ISA "VOPC Instructions", V_CMP_{F,LT,EQ,LE,GT,NE,GE,T}_U16: unsigned 16-bit (low halves)
; D = the lanes where S0 <op> S1 holds, 0 in inactive lanes (VCC, or the VOP3 sdst).
; case: all lanes
;   in:  v0=0x0,0x1,0x5,0x12340005,0x8000,0xffff,0x6,0x4 v2=0xffff0005 vcc=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x8383838383838383 s[4:5]=0xc0c0c0c0c0c0c0c s[6:7]=0x8f8f8f8f8f8f8f8f
;   out: s[8:9]=0x7070707070707070 s[10:11]=0xf3f3f3f3f3f3f3f3 s[12:13]=0x7c7c7c7c7c7c7c7c s[14:15]=0xffffffffffffffff vcc=0x8383838383838383
; case: partial EXEC
;   in:  v0=0x0,0x1,0x5,0x12340005,0x8000,0xffff,0x6,0x4 v2=0xffff0005 exec=0x123456789abcdef vcc=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x103010381838183 s[4:5]=0x40408080c0c s[6:7]=0x1030507898b8d8f
;   out: s[8:9]=0x20406000204060 s[10:11]=0x123416381a3c1e3 s[12:13]=0x20446408284c6c s[14:15]=0x123456789abcdef vcc=0x103010381838183
; case: EXEC=0
;   in:  v0=0x0,0x1,0x5,0x12340005,0x8000,0xffff,0x6,0x4 v2=0xffff0005 exec=0x0 vcc=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x0 s[4:5]=0x0 s[6:7]=0x0
;   out: s[8:9]=0x0 s[10:11]=0x0 s[12:13]=0x0 s[14:15]=0x0 vcc=0x0
v_cmp_f_u16_e64 s[0:1], v0, v2
v_cmp_lt_u16_e64 s[2:3], v0, v2
v_cmp_eq_u16_e64 s[4:5], v0, v2
v_cmp_le_u16_e64 s[6:7], v0, v2
v_cmp_gt_u16_e64 s[8:9], v0, v2
v_cmp_ne_u16_e64 s[10:11], v0, v2
v_cmp_ge_u16_e64 s[12:13], v0, v2
v_cmp_t_u16_e64 s[14:15], v0, v2
v_cmp_lt_u16 vcc, v0, v2
s_endpgm

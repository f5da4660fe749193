; Vega ISA "VOPC Instructions", V_CMP_{F,LT,EQ,LE,GT,NE,GE,T}_U64: unsigned 64-bit
; D = the lanes where S0 <op> S1 holds, 0 in inactive lanes (VCC, or the VOP3 sdst).
; case: all lanes
;   in:  v[0:1]=0x0,0x1,0x5,0x100000005,0x8000000000000000,0xffffffffffffffff,0x6,0x4 v[2:3]=0x5 vcc=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x8383838383838383 s[4:5]=0x404040404040404 s[6:7]=0x8787878787878787
;   out: s[8:9]=0x7878787878787878 s[10:11]=0xfbfbfbfbfbfbfbfb s[12:13]=0x7c7c7c7c7c7c7c7c s[14:15]=0xffffffffffffffff vcc=0x8383838383838383
; case: partial EXEC
;   in:  v[0:1]=0x0,0x1,0x5,0x100000005,0x8000000000000000,0xffffffffffffffff,0x6,0x4 v[2:3]=0x5 exec=0x123456789abcdef vcc=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x103010381838183 s[4:5]=0x40400000404 s[6:7]=0x103050781838587
;   out: s[8:9]=0x20406008284868 s[10:11]=0x123416389abc9eb s[12:13]=0x20446408284c6c s[14:15]=0x123456789abcdef vcc=0x103010381838183
; case: EXEC=0
;   in:  v[0:1]=0x0,0x1,0x5,0x100000005,0x8000000000000000,0xffffffffffffffff,0x6,0x4 v[2:3]=0x5 exec=0x0 vcc=0xffffffffffffffff
;   out: s[0:1]=0x0 s[2:3]=0x0 s[4:5]=0x0 s[6:7]=0x0
;   out: s[8:9]=0x0 s[10:11]=0x0 s[12:13]=0x0 s[14:15]=0x0 vcc=0x0
v_cmp_f_u64_e64 s[0:1], v[0:1], v[2:3]
v_cmp_lt_u64_e64 s[2:3], v[0:1], v[2:3]
v_cmp_eq_u64_e64 s[4:5], v[0:1], v[2:3]
v_cmp_le_u64_e64 s[6:7], v[0:1], v[2:3]
v_cmp_gt_u64_e64 s[8:9], v[0:1], v[2:3]
v_cmp_ne_u64_e64 s[10:11], v[0:1], v[2:3]
v_cmp_ge_u64_e64 s[12:13], v[0:1], v[2:3]
v_cmp_t_u64_e64 s[14:15], v[0:1], v[2:3]
v_cmp_lt_u64 vcc, v[0:1], v[2:3]
s_endpgm

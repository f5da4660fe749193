; Vega ISA "VOP3A" V_BFM_B32: D = ((1 << S0[4:0]) - 1) << S1[4:0] (a field mask).
; case: widths and offsets modulo 32
;   in:  v0=0,1,8,31,32,33,16,5 v1=0,0,4,1,0,33,16,30
;   out: v2=0x0,0x1,0xff0,0xfffffffe,0x0,0x2,0xffff0000,0xc0000000
v_bfm_b32 v2, v0, v1
s_endpgm

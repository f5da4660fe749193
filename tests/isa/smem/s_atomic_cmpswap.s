; Vega ISA "SMEM Instructions", S_ATOMIC_CMPSWAP / _X2: tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1];
; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp (when GLC); the x2 form has src = DATA[0:1], cmp = DATA[2:3].
; case: equal compares swap, a different one does not
;   in:  s[0:1]=0x1000 s2=0x55 s3=0x11 s[4:5]=0x5555555555 s[6:7]=0x1111111111 s12=0x66 s13=0x22
;   in:  mem32[0x1000]=0x11 mem64[0x1008]=0x1111111111 mem32[0x1010]=0x33
;   out: s2=0x11 mem32[0x1000]=0x55 s[4:5]=0x1111111111 mem64[0x1008]=0x5555555555
s_atomic_cmpswap s[2:3], s[0:1], 0x0 glc
s_atomic_cmpswap_x2 s[4:7], s[0:1], 0x8 glc
s_atomic_cmpswap s[12:13], s[0:1], 0x10
s_waitcnt lgkmcnt(0)
s_endpgm

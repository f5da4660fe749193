; Vega ISA "SMEM Instructions", S_BUFFER_ATOMIC_CMPSWAP / _X2: tmp = MEM[ADDR]; MEM[ADDR] = (tmp == DATA[1]) ? DATA[0] : tmp;
; RETURN_DATA[0] = tmp (when GLC). Buffer addressing: the 24-byte buffer ends before 0x18, so the last atomic is not
; performed (and returns 0).
; case: equal compares swap, a different one does not
;   in:  s8=0x1000 s9=0 s10=0x18 s2=0x55 s3=0x11 s[4:5]=0x5555555555 s[6:7]=0x1111111111 s12=0x66 s13=0x22
;   in:  mem32[0x1000]=0x11 mem64[0x1008]=0x1111111111 mem32[0x1010]=0x33 s14=0x44 s15=0x44 mem32[0x1018]=0x44
;   out: s2=0x11 mem32[0x1000]=0x55 s[4:5]=0x1111111111 mem64[0x1008]=0x5555555555 s14=0
s_buffer_atomic_cmpswap s[2:3], s[8:11], 0x0 glc
s_buffer_atomic_cmpswap_x2 s[4:7], s[8:11], 0x8 glc
s_buffer_atomic_cmpswap s[12:13], s[8:11], 0x10
s_buffer_atomic_cmpswap s[14:15], s[8:11], 0x18 glc
s_waitcnt lgkmcnt(0)
s_endpgm

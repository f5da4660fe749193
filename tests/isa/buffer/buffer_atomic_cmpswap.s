; Vega ISA "MUBUF Instructions" BUFFER_ATOMIC_CMPSWAP: tmp = MEM[ADDR]; src = DATA[0];
; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.
; BUFFER_ATOMIC_CMPSWAP_X2: src = DATA[0:1], cmp = DATA[2:3], RETURN_DATA[0:1] = tmp.
; Raw V# s[4:7], num_records 8: lanes 0 and 1 (v0 = lane*4), lane 0 (v4 = lane*8).
; case: equal and unequal compares; the compare VGPRs are not written
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4 v4=lane*8 s8=0x10
;   in:  mem32[0x2000]=5,6 v1=100,101 v2=5
;   in:  mem64[0x2010]=0x100000002 v[6:7]=0x700000008 v[8:9]=0x100000002
;   out: mem32[0x2000]=100,6 v1=5,6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem64[0x2010]=0x700000008 v[6:7]=0x100000002,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: unequal in lane 0 and in the 64-bit compare, equal in lane 1
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4 v4=lane*8 s8=0x10
;   in:  mem32[0x2000]=5,6 v1=100,101 v2=6
;   in:  mem64[0x2010]=0x100000003 v[6:7]=0x700000008 v[8:9]=0x100000002
;   out: mem32[0x2000]=5,101 v1=5,6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: v[6:7]=0x100000003,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
buffer_atomic_cmpswap v[1:2], v0, s[4:7], 0 offen glc
buffer_atomic_cmpswap_x2 v[6:9], v4, s[4:7], s8 offen glc
s_endpgm

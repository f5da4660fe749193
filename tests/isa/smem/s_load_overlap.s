; Vega ISA "SMEM Instructions", S_LOAD_DWORDX2 whose data overwrites its own base pair: the address is read first.
; case: base replaced by the data
;   in:  s[0:1]=0x1000 mem32[0x1000]=0x1111,0x2222
;   out: s0=0x1111 s1=0x2222
s_load_dwordx2 s[0:1], s[0:1], 0x0
s_waitcnt lgkmcnt(0)
s_endpgm

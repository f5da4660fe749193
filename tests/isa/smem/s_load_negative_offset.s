; Vega ISA "SMEM Instructions", S_LOAD_DWORD: an immediate offset is a signed 21-bit byte offset.
; case: offset -8
;   in:  s[0:1]=0x1010 mem32[0x1008]=0xabcd
;   out: s2=0xabcd
s_load_dword s2, s[0:1], -8
s_waitcnt lgkmcnt(0)
s_endpgm

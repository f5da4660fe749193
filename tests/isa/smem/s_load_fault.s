; Vega ISA "SMEM Instructions", S_LOAD_DWORD from an address outside memory: the wave faults.
; case: address 0
;   in:  s[0:1]=0
;   out: fault~read
s_load_dword s2, s[0:1], 0x0
s_waitcnt lgkmcnt(0)
s_endpgm

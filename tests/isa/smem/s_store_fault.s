; Vega ISA "SMEM Instructions", S_STORE_DWORD to an address outside memory: the wave faults.
; case: address 0
;   in:  s[0:1]=0 s2=1
;   out: fault~write
s_store_dword s2, s[0:1], 0x0
s_endpgm

; Vega ISA "Scalar Memory Operations", S_LOAD_DWORD (SGPR[SDST] = MEM[SBASE + OFFSET]):
; the harness's global test window 0x1000..0x100fff (tests/isa/README.md "Memory")
; and `out: fault` expectations.
; case: load inside the window
;   in:  s[0:1]=0x1000 mem32[0x1000]=5,7
;   out: s2=7
; case: load at the last dword of the window
;   in:  s[0:1]=0x100ff8 mem32[0x100ffc]=9
;   out: s2=9
; case: load past the end of the window faults
;   in:  s[0:1]=0x100ffc
;   out: fault~read fault
; case: load below the window faults
;   in:  s[0:1]=0
;   out: fault
s_load_dword s2, s[0:1], 0x4
s_waitcnt lgkmcnt(0)
s_endpgm

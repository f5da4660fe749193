; Vega ISA "SOP1 Instructions", S_AND_SAVEEXEC_B64 with S0 = D: S0 is read before D = EXEC is written.
; case: same pair
;   in:  exec=0x0f0f s[2:3]=0x00ff
;   out: s[2:3]=0x0f0f exec=0x000f scc=1
s_and_saveexec_b64 s[2:3], s[2:3]
s_endpgm

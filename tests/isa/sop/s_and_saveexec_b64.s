; Vega ISA "SOP1 Instructions", S_AND_SAVEEXEC_B64: D = EXEC; EXEC = S0 & EXEC; SCC = (EXEC != 0).
; case: partial masks
;   in:  exec=0x0f0f s[0:1]=0x00ff
;   out: s[2:3]=0x0f0f exec=0x000f scc=1
; case: EXEC zero
;   in:  exec=0 s[0:1]=-1 s[2:3]=-1
;   out: s[2:3]=0 exec=0 scc=0
s_and_saveexec_b64 s[2:3], s[0:1]
s_endpgm

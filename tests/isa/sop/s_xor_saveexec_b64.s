; Vega ISA "SOP1 Instructions", S_XOR_SAVEEXEC_B64: D = EXEC; EXEC = S0 ^ EXEC; SCC = (EXEC != 0).
; case: partial masks
;   in:  exec=0x0f0f s[0:1]=0x00ff
;   out: s[2:3]=0x0f0f exec=0x0ff0 scc=1
; case: EXEC zero
;   in:  exec=0 s[0:1]=5 s[2:3]=5
;   out: s[2:3]=0 exec=5 scc=1
s_xor_saveexec_b64 s[2:3], s[0:1]
s_endpgm

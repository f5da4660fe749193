; Vega ISA "SOP1 Instructions", S_ANDN1_WREXEC_B64: EXEC = ~S0 & EXEC; S_ANDN2_WREXEC_B64: EXEC = S0 & ~EXEC; D = EXEC; SCC = (EXEC != 0).
; case: partial masks
;   in:  exec=0x0f0f s[0:1]=0x00ff s[6:7]=0xffff
;   out: s[2:3]=0x0f00 s[4:5]=0xf0ff exec=0xf0ff scc=1
; case: zero result
;   in:  exec=0x00ff s[0:1]=0x00ff
;   out: s[2:3]=0 s[4:5]=0 exec=0 scc=0
s_andn1_wrexec_b64 s[2:3], s[0:1]
s_andn2_wrexec_b64 s[4:5], s[6:7]
s_endpgm

; Vega ISA "SOP2 Instructions", S_AND_B64 / S_OR_B64 with EXEC and VCC as operands and destinations.
; case: masks
;   in:  exec=0xffff0000ffff0000 vcc=0x00ff00ff00ff00ff s[0:1]=0x0f0f0f0f0f0f0f0f
;   out: exec=0x0f0f00000f0f0000 vcc=0x0fff0fff0fff0fff scc=1
; case: EXEC becomes zero
;   in:  exec=0xf0 vcc=0 s[0:1]=0x0f
;   out: exec=0 vcc=0x0f scc=0
s_or_b64 vcc, vcc, s[0:1]
s_and_b64 exec, exec, s[0:1]
s_endpgm

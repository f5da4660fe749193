; Vega ISA "SOPP Instructions", S_SENDMSG; "Send Message": MSG_INTERRUPT
; (SIMM16[3:0] = 1) interrupts the host with M0 as payload; the wave's own
; state does not change. With no host service installed (this harness) the
; message goes nowhere.
; case: nothing changes
;   in:  m0=0x2a s0=7 scc=1
;   out:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_endpgm

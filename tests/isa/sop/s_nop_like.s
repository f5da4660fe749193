; Vega ISA "SOPP Instructions", S_NOP, S_SLEEP, S_WAITCNT, S_WAKEUP, S_SETKILL, S_ICACHE_INV, S_INCPERFLEVEL,
; S_DECPERFLEVEL, S_TTRACEDATA: no state a running wave sees changes. S_SETPRIO: STATUS.WAVE_PRIO[4:3] = SIMM16[1:0];
; S_SETHALT 0: STATUS.HALT (bit 13) = 0.
; case: nothing else changes
;   in:  s0=5 scc=1 m0=3 vcc=7
;   out: s1=2 s2=0
  s_nop 15
  s_sleep 2
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_wakeup
  s_setkill 0
  s_icache_inv
  s_incperflevel 1
  s_decperflevel 1
  s_ttracedata
  s_setprio 2
  s_getreg_b32 s1, hwreg(HW_REG_STATUS, 3, 2)
  s_sethalt 0
  s_getreg_b32 s2, hwreg(HW_REG_STATUS, 13, 1)
  s_endpgm

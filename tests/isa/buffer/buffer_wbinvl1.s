; Vega ISA "MUBUF Instructions" BUFFER_WBINVL1, BUFFER_WBINVL1_VOL: write back and
; invalidate the shader L1; no architectural state changes.
; case: nothing changes
;   in:  v0=lane s0=5 mem32[0x2000]=7
buffer_wbinvl1
buffer_wbinvl1_vol
s_endpgm

; Vega ISA "LDS & GDS Instructions", DS_NOP: do nothing.
; case: nothing changes
;   in:  v1=5 lds32[0]=3
;   out: v1=5 lds32[0]=3
ds_nop
s_endpgm

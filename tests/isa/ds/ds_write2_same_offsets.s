; Vega ISA "Data Share Indexed and Atomic Access": setting both offsets to the
; same value makes one write that uses only DATA0 (DS_WRITE2_B32, DS_WRITE2_B64).
; case: one lane
;   in:  exec=0x1 v1=0x20 v2=5 v3=9 v[4:5]=0x1111111122222222 v[6:7]=0x3333333344444444
;   out: lds32[0x30]=5 lds64[0x40]=0x1111111122222222
ds_write2_b32 v1, v2, v3 offset0:4 offset1:4
ds_write2_b64 v1, v[4:5], v[6:7] offset0:4 offset1:4
s_endpgm

; Vega ISA "LDS & GDS Instructions", DS_WRITE2_B32: MEM[ADDR_BASE + OFFSET0 * 4] =
; DATA; MEM[ADDR_BASE + OFFSET1 * 4] = DATA2; DS_WRITE2ST64_B32: offsets times 4 * 64.
; case: two lanes
;   in:  exec=0x3 v1=lane*4 v4=lane*4+0x1000 v2=lane+10 v3=lane+20
;   out: lds32[0x8]=10,11,0,20,21 lds32[0x1100]=10,11 lds32[0x1300]=20,21
; case: no lanes
;   in:  exec=0 v1=lane*4 v4=lane*4+0x1000 v2=lane+10 v3=lane+20
;   out: exec=0
ds_write2_b32 v1, v2, v3 offset0:2 offset1:5
ds_write2st64_b32 v4, v2, v3 offset0:1 offset1:3
s_endpgm

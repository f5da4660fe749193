; Vega ISA "LDS & GDS Instructions", DS_READ_B32: RETURN_DATA = MEM[ADDR],
; for the address patterns the x64 backend serves per chunk of lanes with
; one load: one offset in every lane, consecutive dwords, anything else
; gathered. Lanes outside EXEC must not be read whatever their offsets (a
; chunk without active lanes, an inactive lane whose offset wraps around).
; case: one offset in every lane
;   in:  v1=8 v3=7 lds32[0x0]=10,11,12,13
;   out: v3=12
; case: consecutive dwords
;   in:  v1=lane*4 v3=7 lds32[0x0]=10,11,12,13,14,15,16,17
;   out: v3=10,11,12,13,14,15,16,17,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: every other dword is gathered
;   in:  v1=lane*8 v3=7 lds32[0x0]=10,11,12,13,14,15,16,17
;   out: v3=10,12,14,16,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: chunks without active lanes have wild offsets
;   in:  exec=0xff v1=0,4,8,12,16,20,24,28,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0 v3=7 lds32[0x0]=10,11,12,13,14,15,16,17
;   out: v3=10,11,12,13,14,15,16,17,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7
; case: an inactive lane's offset wraps below zero
;   in:  exec=0xfe v1=0xfffffffc,0,4,8,12,16,20,24 v3=7 lds32[0x0]=10,11,12,13,14,15,16,17
;   out: v3=7,10,11,12,13,14,15,16,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7
; case: 16 lanes without active ones share a wild offset
;   in:  exec=0xffff v1=8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0,0xfffffff0 v3=7 lds32[0x0]=10,11,12,13
;   out: v3=12,12,12,12,12,12,12,12,12,12,12,12,12,12,12,12,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7
; case: one offset, some lanes active
;   in:  exec=0x5 v1=8 v3=7 lds32[0x0]=10,11,12,13
;   out: v3=12,7,12,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7
; case: consecutive dwords running past the end of the LDS
;   in:  v1=lane*4+0xff80 v3=7 lds32[0xff80]=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32
;   out: v3=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: consecutive dwords wrapping around from below zero
;   in:  v1=lane*4+0xffffff80 v3=7 lds32[0x0]=101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132
;   out: v3=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132
ds_read_b32 v3, v1
s_endpgm

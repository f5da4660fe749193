; Vega ISA "MUBUF Instructions" BUFFER_STORE_DWORDX2/X3/X4; "Range Checking"
; note 4: each dword is checked on its own (raw V# s[4:7], base 0x2000).
; case: components past num_records are dropped
;   in:  s4=0x2000 s5=0 s6=24 s7=0x27000 v0=lane*16 s8=0x40 s9=0x80
;   in:  v1=lane+10 v2=lane+20 v3=lane+30 v4=lane+40
;   out: mem32[0x2000]=10,20,30,40,11,21
;   out: mem32[0x2044]=10,20,30,0,11
;   out: mem32[0x2088]=10,20
buffer_store_dwordx4 v[1:4], v0, s[4:7], 0 offen
buffer_store_dwordx3 v[1:3], v0, s[4:7], s8 offen offset:4
buffer_store_dwordx2 v[1:2], v0, s[4:7], s9 offen offset:8
s_endpgm

; Vega ISA "MUBUF" field GLC: "GLC = 0 Previous data value is not returned" for
; atomics; BUFFER_ATOMIC_ADD / BUFFER_ATOMIC_ADD_X2 still update memory.
; Raw V# s[4:7], num_records 8: lanes 0 and 1 (v0 = lane*4), lane 0 (v3 = lane*8).
; case: memory changes, VDATA keeps the data
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4 v3=lane*8 s8=0x10
;   in:  mem32[0x2000]=5,6 v1=100,200 mem64[0x2010]=0xffffffff v[4:5]=1
;   out: mem32[0x2000]=105,206 mem64[0x2010]=0x100000000
; case: partial EXEC and a lane beyond num_records
;   in:  s4=0x2000 s5=0 s6=4 s7=0x27000 v0=lane*4 v3=lane*8 s8=0x10 exec=0x2
;   in:  mem32[0x2000]=5,6 v1=100,200 mem64[0x2010]=0xffffffff v[4:5]=1
buffer_atomic_add v1, v0, s[4:7], 0 offen
buffer_atomic_add_x2 v[4:5], v3, s[4:7], s8 offen
s_endpgm

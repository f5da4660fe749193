; Seed 004 (MUBUF) BUFFER_STORE_LDS_DWORD: VAL = LDS[(M0 & 0xffff) + OFFSET + LANEID*4]; VMEM(SRSRC, 0, SOFFSET, OFFSET) = VAL.
; V#: s[4:7], base 0x2000, num_records s6; soffset s8 = 0x10; OFFSET 4. Without ADD_TID_ENABLE every lane
; addresses the same dword (the highest lane's store lands last); with it (stride 4) lane n writes dword n.
; case: one address for all lanes
;   in:  s4=0x2000 s5=0 s6=16 s7=0x27000 s8=0x10 m0=0x40 exec=0x7 lds32[0x44]=10,11,12
;   out: mem32[0x2014]=12
; case: M0 bits above 15 are ignored
;   in:  s4=0x2000 s5=0 s6=16 s7=0x27000 s8=0x10 m0=0x30040 exec=0x1 lds32[0x44]=10,11,12
;   out: mem32[0x2014]=10
; case: ADD_TID_ENABLE with stride 4 spreads the lanes
;   in:  s4=0x2000 s5=0x40000 s6=16 s7=0x800000 s8=0x10 m0=0x40 exec=0xb lds32[0x44]=10,11,12,13
;   out: mem32[0x2014]=10,11,0,13
; case: out of range (OFFSET 4 >= num_records 4) writes nothing
;   in:  s4=0x2000 s5=0 s6=4 s7=0x27000 s8=0x10 m0=0x40 exec=0x1 lds32[0x44]=10
; case: EXEC zero writes nothing
;   in:  s4=0x800000 s5=0x100 s6=16 s7=0x27000 m0=0x40 exec=0 lds32[0x44]=10
buffer_store_lds_dword s[4:7], s8 offset:4 lds
s_endpgm

; Vega ISA "MUBUF" field SOFFSET: "SGPR to supply unsigned byte offset. Must be an
; SGPR, M0, or inline constant"; the sgpr_offset adds to the address only (raw
; V# s[4:7], base 0x2000, num_records 8: only v0 = 0,4 are in range). VDATA may
; name the address VGPR: the address is read first.
; case: M0, an inline constant and an SGPR
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 m0=0x20 s8=0x40 v0=0,4,8 v1=0,4,8 v2=0,4,8
;   in:  mem32[0x2010]=1,2,3 mem32[0x2020]=4,5,6 mem32[0x2040]=7,8,9
;   out: v0=4,5,0 v1=1,2,0 v2=7,8,0
buffer_load_dword v0, v0, s[4:7], m0 offen
buffer_load_dword v1, v1, s[4:7], 16 offen
buffer_load_dword v2, v2, s[4:7], s8 offen
s_endpgm

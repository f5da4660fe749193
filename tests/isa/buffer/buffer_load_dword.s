; Vega ISA "MUBUF Instructions" BUFFER_LOAD_DWORD; "Buffer Addressing" (linear:
; base + sgpr_offset + inst_offset + vgpr_offset), "Range Checking" (raw
; buffer: out of range if inst_offset + vgpr_offset >= num_records, reads 0),
; "Alignment" (the two low address bits are ignored for dwords); "Buffer
; Instructions" (Data format derived): a V# DATA_FORMAT of INVALID is unbound.
; V#: s[4:7], base 0x2000, stride 0, num_records s6, word3 0x27000 (gfx9 DFMT 32, NFMT FLOAT).
; case: offen + soffset + offset, all in range
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 s8=0x10 v0=0,4,8,12
;   in:  mem32[0x2010]=0,11,22,33,44
;   out: v1=11,22,33,44
; case: raw range check ignores soffset and counts inst_offset
;   in:  s4=0x2000 s5=0 s6=12 s7=0x27000 s8=0x10 v0=0,4,8,12
;   in:  mem32[0x2010]=0,11,22,33,44
;   out: v1=11,22,0,0
; case: num_records 0 reads 0 everywhere
;   in:  s4=0x2000 s5=0 s6=0 s7=0x27000 s8=0 v0=0,4 v1=7
;   in:  mem32[0x2000]=5,6
;   out: v1=0
; case: unaligned dword offsets drop the two low bits
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 s8=0 v0=1,6,11,15
;   in:  mem32[0x2004]=11,22,33,44
;   out: v1=11,22,33,44
; case: partial EXEC keeps inactive lanes
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 s8=0x10 v0=0,4,8,12 v1=99
;   in:  mem32[0x2010]=0,11,22,33,44 exec=0x5555555555555555
;   out: v1=11,99,33,99
; case: EXEC zero reads nothing, even out of the window
;   in:  s4=0x800000 s5=0x100 s6=0x100 s7=0x27000 v1=99 exec=0
;   out: v1=99
; case: a V# data format of INVALID (0) is an unbound resource: reads return 0
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x7000 s8=0x10 v0=0,4,8,12 v1=99
;   in:  mem32[0x2010]=0,11,22,33,44
;   out: v1=0
; case: an in-range lane outside memory faults
;   in:  s4=0x800000 s5=0x100 s6=0x100 s7=0x27000
;   out: fault
buffer_load_dword v1, v0, s[4:7], s8 offen offset:4
s_endpgm

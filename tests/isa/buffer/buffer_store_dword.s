; Vega ISA "MUBUF Instructions" BUFFER_STORE_DWORD; "Buffer Addressing" (linear:
; base + sgpr_offset + inst_offset + vgpr_offset), "Range Checking" (raw buffer:
; writes at inst_offset + vgpr_offset >= num_records are dropped); "Buffer
; Instructions" (Data format derived): a V# DATA_FORMAT of INVALID is unbound.
; V#: s[4:7], base 0x2000, num_records s6; v0 = lane*4, soffset s8 = 0x10.
; case: lanes below num_records write
;   in:  s4=0x2000 s5=0 s6=16 s7=0x27000 s8=0x10 v0=lane*4 v1=lane+100
;   out: mem32[0x2014]=100,101,102
; case: partial EXEC
;   in:  s4=0x2000 s5=0 s6=16 s7=0x27000 s8=0x10 v0=lane*4 v1=lane+100 exec=0x5
;   out: mem32[0x2014]=100,0,102
; case: unaligned offsets drop the two low address bits
;   in:  s4=0x2000 s5=0 s6=16 s7=0x27000 s8=0x10 v0=3 v1=lane+100 exec=0x1
;   out: mem32[0x2014]=100
; case: a V# data format of INVALID (0) is an unbound resource: writes are dropped
;   in:  s4=0x2000 s5=0 s6=16 s7=0x7000 s8=0x10 v0=lane*4 v1=lane+100
; case: EXEC zero writes nothing, even out of the window
;   in:  s4=0x800000 s5=0x100 s6=16 s7=0x27000 v0=lane*4 v1=lane+100 exec=0
; case: an in-range write outside memory faults
;   in:  s4=0x800000 s5=0x100 s6=16 s7=0x27000 v0=lane*4 v1=lane+100 exec=0x1
;   out: fault
buffer_store_dword v1, v0, s[4:7], s8 offen offset:4
s_endpgm

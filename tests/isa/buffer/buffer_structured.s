; Vega ISA "Buffer Addressing": a linear (unswizzled) structured buffer, address
; = base + sgpr_offset + inst_offset + vgpr_offset + stride * index; "Range
; Checking" (structured: stride != 0 and IDXEN): index >= num_records reads 0,
; whatever the offset. V# s[4:7]: base 0x2000, stride 12 (V# bits 61:48), num_records 3.
; case: index only, the fourth record is out of range
;   in:  s4=0x2000 s5=0xc0000 s6=3 s7=0x27000 v0=0,1,2,3
;   in:  mem32[0x2000]=1,2,3,4,5,6,7,8,9,10,11,12
;   out: v2=2,5,8,0 v3=1,4,7,0
; case: index and offset; a large offset stays in range
;   in:  s4=0x2000 s5=0xc0000 s6=3 s7=0x27000 v0=0,1,2,3 v1=0,4,8,12
;   in:  mem32[0x2000]=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16
;   out: v2=2,5,8,0 v3=1,5,9,0
buffer_load_dword v2, v0, s[4:7], 0 idxen offset:4
buffer_load_dword v3, v[0:1], s[4:7], 0 idxen offen
s_endpgm

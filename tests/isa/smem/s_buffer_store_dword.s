; Vega ISA "Reads/Writes/Atomics using Buffer Constant", S_BUFFER_STORE_DWORD/X2/X4: dwords outside the buffer
; (num_records * (stride == 0 ? 1 : stride) bytes) are not written.
; case: 8-byte raw buffer
;   in:  s12=0x1000 s13=0 s14=8 s2=0xaa s4=1 s5=2 s8=3 s9=4 s10=5 s11=6 mem32[0x1000]=9,9,9,9,9,9
;   out: mem32[0x1000]=3,4,9,9,9,9
; case: stride 8, two records
;   in:  s12=0x1000 s13=0x80000 s14=2 s2=0xaa s4=1 s5=2 s8=3 s9=4 s10=5 s11=6 mem32[0x1000]=9,9,9,9,9,9
;   out: mem32[0x1000]=3,4,5,1,9,9
s_buffer_store_dword s2, s[12:15], 0x10
s_buffer_store_dwordx4 s[8:11], s[12:15], 0x0
s_buffer_store_dwordx2 s[4:5], s[12:15], 0xc
s_endpgm

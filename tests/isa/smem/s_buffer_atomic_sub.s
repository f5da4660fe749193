; Vega ISA "SMEM Instructions", S_BUFFER_ATOMIC_SUB / S_BUFFER_ATOMIC_SUB_X2: tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp (when GLC).
; Buffer addressing ("Reads/Writes/Atomics using Buffer Constant"): the 24-byte buffer ends before 0x18, so the last
; atomic is not performed (and returns 0).
; case: 32 and 64 bits, with and without GLC
;   in:  s8=0x1000 s9=0 s10=0x18 s2=0x5 s[4:5]=0x100000000 s3=0x5 s12=7
;   in:  mem32[0x1000]=0xfffffff0 mem64[0x1008]=0x8000000000000010 mem32[0x1010]=0x3 mem32[0x1018]=0x77
;   out: s2=0xfffffff0 mem32[0x1000]=0xffffffeb s[4:5]=0x8000000000000010 mem64[0x1008]=0x7fffffff00000010 mem32[0x1010]=0xfffffffe s12=0
s_buffer_atomic_sub s2, s[8:11], 0x0 glc
s_buffer_atomic_sub_x2 s[4:5], s[8:11], 0x8 glc
s_buffer_atomic_sub s3, s[8:11], 0x10
s_buffer_atomic_sub s12, s[8:11], 0x18 glc
s_waitcnt lgkmcnt(0)
s_endpgm

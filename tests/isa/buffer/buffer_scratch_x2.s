; Vega ISA "Swizzled Buffer Addressing" with a multi-dword access on the scratch
; V# as LLVM builds it for gfx9 (index stride 64, ADD_TID, DFMT and bits 116:115
; zero; the element size is 4 bytes): each dword of
; BUFFER_STORE_DWORDX2 / BUFFER_LOAD_DWORDX2 is addressed on its own, so offsets
; 4 and 8 land in consecutive 256-byte rows: 0x3000 + s5 + (offset/4)*256 + lane*4.
; case: two dwords per lane, stored and loaded back
;   in:  s0=0x3000 s1=0x80000000 s2=0xffffffff s3=0xe00000 s5=0x100
;   in:  v1=lane+1 v2=lane+101
;   out: mem32[0x3200]=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64
;   out: mem32[0x3300]=101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163,164
;   out: v3=lane+1 v4=lane+101
buffer_store_dwordx2 v[1:2], off, s[0:3], s5 offset:4
buffer_load_dwordx2 v[3:4], off, s[0:3], s5 offset:4
s_endpgm

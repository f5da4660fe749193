; Vega ISA "SMEM Instructions", S_SCRATCH_STORE_DWORD/X2/X4: ADDR = SGPR[base] + inst_offset + {M0 or 0} * 64.
; case: M0 in units of 64 bytes
;   in:  s[0:1]=0x1000 m0=2 s2=0xaa s4=1 s5=2 s8=3 s9=4 s10=5 s11=6
;   out: mem32[0x1084]=0xaa mem32[0x1010]=1,2 mem32[0x10a0]=3,4,5,6
s_scratch_store_dword s2, s[0:1], m0 offset:0x4
s_scratch_store_dwordx2 s[4:5], s[0:1], 0x10
s_scratch_store_dwordx4 s[8:11], s[0:1], m0 offset:0x20
s_endpgm

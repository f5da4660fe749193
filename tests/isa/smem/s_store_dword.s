; Vega ISA "SMEM Instructions", S_STORE_DWORD/X2/X4: write SDATA dwords to ADDR = SGPR[base] + inst_offset + {M0 or 0},
; the two LSBs ignored.
; case: each width
;   in:  s[0:1]=0x1000 s2=0xaa s4=1 s5=2 s8=3 s9=4 s10=5 s11=6 m0=0x23
;   out: mem32[0x1004]=0xaa mem32[0x1010]=1,2 mem32[0x1020]=3,4,5,6
s_store_dword s2, s[0:1], 0x4
s_store_dwordx2 s[4:5], s[0:1], 0x12
s_store_dwordx4 s[8:11], s[0:1], m0
s_dcache_wb
s_endpgm

; Vega ISA "SMEM Instructions", S_SCRATCH_LOAD_DWORD/X2/X4: ADDR = SGPR[base] + inst_offset + {M0 or SGPR[offset]} * 64.
; case: SGPR offset in units of 64 bytes
;   in:  s[0:1]=0x1000 s4=2 mem32[0x1080]=1,2,3,4,5,6,7 m0=1
;   out: s2=2 s[6:7]=0x0000000400000003 s8=1 s9=2 s10=3 s11=4 s3=5
s_scratch_load_dword s2, s[0:1], s4 offset:0x4
s_scratch_load_dwordx2 s[6:7], s[0:1], s4 offset:0x8
s_scratch_load_dwordx4 s[8:11], s[0:1], s4
s_scratch_load_dword s3, s[0:1], m0 offset:0x50
s_waitcnt lgkmcnt(0)
s_endpgm

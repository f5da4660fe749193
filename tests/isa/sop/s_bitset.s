; Vega ISA "SOP1 Instructions", S_BITSET0/BITSET1_B32/B64: D[S0[4:0]] = 0/1 ([5:0] for 64 bits). SCC unchanged.
; case: bit 33
;   in:  s0=33 s2=0xffffffff s3=0 s[4:5]=-1 s[6:7]=0
;   out: s2=0xfffffffd s3=2 s[4:5]=0xfffffffdffffffff s[6:7]=0x0000000200000000
; case: bit 63 and 31
;   in:  s0=63 s2=0x80000000 s3=1 s[4:5]=0x8000000000000000 s[6:7]=1 scc=1
;   out: s2=0 s3=0x80000001 s[4:5]=0 s[6:7]=0x8000000000000001
s_bitset0_b32 s2, s0
s_bitset1_b32 s3, s0
s_bitset0_b64 s[4:5], s0
s_bitset1_b64 s[6:7], s0
s_endpgm

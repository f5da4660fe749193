; Vega ISA "SOP1 Instructions", S_BITREPLICATE_B64_B32: D[2i] = D[2i + 1] = S0[i] (S_QUADMASK_B64 inverse).
; case: replicate twice
;   in:  s0=0x80000005
;   out: s[2:3]=0xc000000000000033 s[4:5]=0xf000000000000000
s_bitreplicate_b64_b32 s[2:3], s0
s_bitreplicate_b64_b32 s[4:5], s3
s_endpgm

; Vega ISA "SOP2 Instructions", S_PACK_LL/LH/HH_B32_B16: D = { S1 half, S0 half }. SCC unchanged.
; case: halves
;   in:  s0=0x11112222 s1=0x33334444 scc=1
;   out: s2=0x44442222 s3=0x33332222 s4=0x33331111
s_pack_ll_b32_b16 s2, s0, s1
s_pack_lh_b32_b16 s3, s0, s1
s_pack_hh_b32_b16 s4, s0, s1
s_endpgm

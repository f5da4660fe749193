; Vega ISA "S_MEMTIME" / "S_MEMREALTIME": a 64-bit clock into SDATA, SDATA+1; a later read returns a larger value.
; case: both clocks advance
;   out: s6=0 s7=1 s8=0 scc=1
s_memtime s[0:1]
s_memtime s[2:3]
s_waitcnt lgkmcnt(0)
s_sub_u32 s4, s2, s0
s_subb_u32 s5, s3, s1
s_cselect_b32 s6, 1, 0
s_or_b32 s4, s4, s5
s_cselect_b32 s7, 1, 0
s_memrealtime s[0:1]
s_memrealtime s[2:3]
s_waitcnt lgkmcnt(0)
s_sub_u32 s4, s2, s0
s_subb_u32 s5, s3, s1
s_cselect_b32 s8, 1, 0
s_or_b32 s4, s4, s5
s_mov_b64 s[0:1], 0
s_mov_b64 s[2:3], 0
s_mov_b64 s[4:5], 0
s_endpgm

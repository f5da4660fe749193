; Vega ISA "SMEM Instructions", S_LOAD_DWORDX2 (SGPR[SDST] = MEM[ADDR], ADDR dword aligned) reached three
; times through bases that change between passes: each pass reads through its own base. The x64 backend
; remembers a load site's last base and the bytes after it in one vouched-for range (emit_scalar_load.cpp);
; these passes take that path, the general one and the fault report.
; case: the same base twice, then another
;   in:  s[0:1]=0x1000 s[8:9]=0x1000 s[10:11]=0x2000 mem32[0x1008]=1,2 mem32[0x2008]=30,40
;   out: s12=32 s13=44 s0=0x2000 s8=0x2000 s2=30 s3=40 s14=0 scc=0
; case: a base whose dwords end at the window's last byte, twice, then one inside
;   in:  s[0:1]=0x100ff0 s[8:9]=0x100ff0 s[10:11]=0x1000 mem32[0x100ff8]=5,6 mem32[0x1008]=1,2
;   out: s12=11 s13=14 s0=0x1000 s8=0x1000 s2=1 s3=2 s14=0 scc=0
; case: a base that is not dword aligned reads the aligned dwords
;   in:  s[0:1]=0x1002 s[8:9]=0x1003 s[10:11]=0x1001 mem32[0x1008]=1,2
;   out: s12=3 s13=6 s0=0x1001 s8=0x1001 s2=1 s3=2 s14=0 scc=0
; case: after a base inside the window, one whose dwords lie past its end faults
;   in:  s[0:1]=0x1000 s[8:9]=0x1000 s[10:11]=0x100ffc mem32[0x1008]=1,2
;   out: fault~read
  s_mov_b32 s12, 0
  s_mov_b32 s13, 0
  s_mov_b32 s14, 3
loop:
  s_load_dwordx2 s[2:3], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_add_u32 s12, s12, s2
  s_add_u32 s13, s13, s3
  s_mov_b64 s[0:1], s[8:9]
  s_mov_b64 s[8:9], s[10:11]
  s_sub_u32 s14, s14, 1
  s_cmp_lg_u32 s14, 0
  s_cbranch_scc1 loop
  s_endpgm

; Vega ISA "SOP1 Instructions", S_MOV_B32/B64 from and to VCC halves, EXEC, M0 and the SCC/EXECZ/VCCZ sources.
; case: special registers
;   in:  vcc=0x1234567800000001 exec=0xffff m0=0x55 scc=1
;   out: s0=0x12345678 s1=0x55 exec=0x1234567800000001 s2=1 s3=0 s4=0 vcc=0x12345678000000ff
s_mov_b32 s0, vcc_hi
s_mov_b32 s1, m0
s_mov_b64 exec, vcc
s_mov_b32 s2, src_scc
s_mov_b32 s3, src_execz
s_mov_b32 s4, src_vccz
s_mov_b32 vcc_lo, 0xff
s_endpgm

; Vega ISA "SOP2 Instructions", S_AND/OR/XOR/ANDN2/ORN2/NAND/NOR/XNOR_B64: D = S0 op S1, SCC = (D != 0).
; case: all results nonzero, high halves matter
;   in:  s[0:1]=0xff00000000000001 s[2:3]=0x0ff0000000000003
;   out: s[4:5]=0x0f00000000000001 s6=1 s[8:9]=0xfff0000000000003 s10=1 s[12:13]=0xf0f0000000000002 s14=1
;   out: s[16:17]=0xf000000000000000 s18=1 s[20:21]=0xff0ffffffffffffd s22=1 s[24:25]=0xf0fffffffffffffe s26=1
;   out: s[28:29]=0x000ffffffffffffc s30=1 s[32:33]=0x0f0ffffffffffffd scc=1
; case: zero results clear SCC
;   in:  s[0:1]=0 s[2:3]=-1
;   out: s[4:5]=0 s6=0 s[8:9]=-1 s10=1 s[12:13]=-1 s14=1 s[16:17]=0 s18=0
;   out: s[20:21]=0 s22=0 s[24:25]=-1 s26=1 s[28:29]=0 s30=0 s[32:33]=0 scc=0
s_and_b64 s[4:5], s[0:1], s[2:3]
s_cselect_b32 s6, 1, 0
s_or_b64 s[8:9], s[0:1], s[2:3]
s_cselect_b32 s10, 1, 0
s_xor_b64 s[12:13], s[0:1], s[2:3]
s_cselect_b32 s14, 1, 0
s_andn2_b64 s[16:17], s[0:1], s[2:3]
s_cselect_b32 s18, 1, 0
s_orn2_b64 s[20:21], s[0:1], s[2:3]
s_cselect_b32 s22, 1, 0
s_nand_b64 s[24:25], s[0:1], s[2:3]
s_cselect_b32 s26, 1, 0
s_nor_b64 s[28:29], s[0:1], s[2:3]
s_cselect_b32 s30, 1, 0
s_xnor_b64 s[32:33], s[0:1], s[2:3]
s_endpgm

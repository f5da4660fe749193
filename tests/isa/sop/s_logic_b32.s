; Vega ISA "SOP2 Instructions", S_AND/OR/XOR/ANDN2/ORN2/NAND/NOR/XNOR_B32: D = S0 op S1, SCC = (D != 0).
; case: all results nonzero
;   in:  s0=0xff00ff00 s1=0x0ff00ff0
;   out: s2=0x0f000f00 s3=1 s4=0xfff0fff0 s5=1 s6=0xf0f0f0f0 s7=1 s8=0xf000f000 s9=1
;   out: s10=0xff0fff0f s11=1 s12=0xf0fff0ff s13=1 s14=0x000f000f s15=1 s16=0x0f0f0f0f scc=1
; case: zero results clear SCC
;   in:  s0=0 s1=0xffffffff
;   out: s2=0 s3=0 s4=0xffffffff s5=1 s6=0xffffffff s7=1 s8=0 s9=0
;   out: s10=0 s11=0 s12=0xffffffff s13=1 s14=0 s15=0 s16=0 scc=0
s_and_b32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_or_b32 s4, s0, s1
s_cselect_b32 s5, 1, 0
s_xor_b32 s6, s0, s1
s_cselect_b32 s7, 1, 0
s_andn2_b32 s8, s0, s1
s_cselect_b32 s9, 1, 0
s_orn2_b32 s10, s0, s1
s_cselect_b32 s11, 1, 0
s_nand_b32 s12, s0, s1
s_cselect_b32 s13, 1, 0
s_nor_b32 s14, s0, s1
s_cselect_b32 s15, 1, 0
s_xnor_b32 s16, s0, s1
s_endpgm

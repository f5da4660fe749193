; Vega ISA "VGPR Indexing": MODE.gpr_idx_en stays set across branches until S_SET_GPR_IDX_OFF, so
; VALU instructions in later blocks (here a loop, as compilers' waterfall loops are) are indexed.
; Each iteration copies v[10+i] to v[20+i] for i = s0-1 .. 0 with the index and dst/src0 enables.
; case: three iterations
;   in:  s0=3 v10=lane v11=lane+100 v12=lane+200 v13=lane+300
;   out: s0=0 v20=lane v21=lane+100 v22=lane+200 m0=0x90ff scc=1
; case: one iteration, odd lanes
;   in:  s0=1 exec=0xaaaaaaaaaaaaaaaa v10=lane v11=lane+100
;   out: s0=0 v20=0,lane m0=0x90ff scc=1
s_sub_u32 s0, s0, 1
s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)
loop:
v_mov_b32 v20, v10
s_sub_u32 s0, s0, 1
s_set_gpr_idx_idx s0
s_cmp_ge_i32 s0, 0
s_cbranch_scc1 loop
s_set_gpr_idx_off
s_add_u32 s0, s0, 1
s_endpgm

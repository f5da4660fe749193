; Vega ISA "VGPR Indexing" / "Special Cases": with index mode on (S_SET_GPR_IDX_ON), M0[12..15]
; enable indexing of src0, src1, src2 and dst. v_mac reads dst as src2 under the dst enable;
; v_madmk's second register (VALU src2) is under the src2 enable; v_readlane src0 and v_writelane
; dst are indexed; a 64-bit operand moves as a pair; SDWA preserve keeps bits of the indexed dst.
; case: index 1
;   in:  s0=1 s6=77 v2=f32:2.0 v3=f32:3.0 v4=f32:1.0 v12=f32:2.0 v13=f32:5.0 v14=f32:0.5
;   in:  v[23:24]=f64:1.5 v[25:26]=f64:2.25 v61=lane+1000 v63=lane v33=0xaabbccdd v34=0x12345678
;   in:  v41=f32:3.0 v42=f32:100.0 v43=f32:1.0 v50=f32:1.0 v51=f32:100.0 v52=f32:2.0 v53=f32:4.0
;   out: v4=f32:7.0 v11=f32:10.5 v[21:22]=f64:3.75 s5=1003 v63=0,1,2,3,4,77,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63
;   out: v33=0xaabb78dd v40=f32:7.0 v50=f32:9.0 m0=0x3001
s_set_gpr_idx_on s0, gpr_idx(SRC0,SRC1,SRC2,DST)
v_mac_f32 v3, v1, v2
v_fma_f32 v10, v11, v12, v13
v_add_f64 v[20:21], v[22:23], v[24:25]
v_readlane_b32 s5, v60, 3
v_writelane_b32 v62, s6, 5
v_mov_b32_sdwa v32, v33 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
s_set_gpr_idx_mode gpr_idx(SRC2)
v_madmk_f32 v40, v41, 0x40000000, v42
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1)
v_mac_f32 v50, v51, v52
s_set_gpr_idx_off
s_endpgm

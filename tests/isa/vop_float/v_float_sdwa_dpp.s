; Vega ISA "SDWA" and "DPP" forms of float VOP1/VOP2 rows: SDWA selects a
; word of a source (f16 rows read WORD_1 as the high half), neg/abs apply to
; the selected value, dst_sel/dst_unused place the result; DPP moves src0
; across lanes (row_shr:1; with bound_ctrl a lane without a source reads 0, without it the lane is not written).
; targets: gfx900 gfx906 gfx908
; case: sdwa and dpp
;   in:  v0=0x40003c00 v1=0x44004200 v2=f32:1.0,f32:2.0,f32:3.0,f32:4.0 v3=f32:10.0 v6=0x12345678
;   out: v4=0x4500 v5=f32:-11.0,f32:-12.0,f32:-13.0,f32:-14.0 v6=0x45005678 v7=f32:10.0,f32:11.0,f32:12.0,f32:13.0,f32:14.0,f32:11.0,f32:12.0,f32:13.0,f32:14.0,f32:11.0,f32:12.0,f32:13.0,f32:14.0,f32:11.0,f32:12.0,f32:13.0 v8=0,f32:2.0,f32:3.0,f32:4.0,f32:4.0,f32:2.0,f32:3.0,f32:4.0,f32:4.0,f32:2.0,f32:3.0,f32:4.0,f32:4.0,f32:2.0,f32:3.0,f32:4.0
v_add_f16_sdwa v4, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0
v_sub_f32_sdwa v5, -v2, |v3| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_add_f16_sdwa v6, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0
v_add_f32_dpp v7, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
v_max_f32_dpp v8, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf
s_endpgm

// Seed of the fuzz corpora (scripts/fuzz.sh): a small code object with a
// kernel descriptor and metadata; TARGET is replaced by each processor name.
	.text
	.globl	seed
	.p2align	8
	.type	seed,@function
seed:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	global_load_dword v3, v[1:2], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, 0x40490fdb, v3
	v_add_f32_sdwa v3, v3, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mov_b32_dpp v4, v3 row_shr:1 row_mask:0xf bank_mask:0xf
	v_fma_f32 v3, -v3, |v4|, 1.0 clamp
	ds_write_b32 v0, v3 offset:16
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .Ldone
	global_store_dword v[1:2], v3, off glc
.Ldone:
	s_endpgm
.Lend:
	.size	seed, .Lend-seed

	.rodata
	.p2align	6
	.amdhsa_kernel seed
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_group_segment_fixed_size 64
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 1
amdhsa.target: amdgcn-amd-amdhsa--TARGET
amdhsa.kernels:
  - .name: seed
    .symbol: seed.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 64
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
    .args:
      - .name: data
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: count
        .offset: 8
        .size: 4
        .value_kind: by_value
...
	.end_amdgpu_metadata

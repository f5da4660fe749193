// Loader fixture: kernel descriptors with every setting the assembler
// accepts moved away from its default (odd_settings), and one with the
// defaults (plain), for comparison with llvm-objdump's decoding.
  .text
  .globl odd_settings
  .p2align 8
  .type odd_settings,@function
odd_settings:
  s_endpgm

  .globl plain
  .p2align 8
  .type plain,@function
plain:
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel odd_settings
    .amdhsa_group_segment_fixed_size 1234
    .amdhsa_private_segment_fixed_size 88
    .amdhsa_kernarg_size 99
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_user_sgpr_queue_ptr 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_dispatch_id 1
    .amdhsa_user_sgpr_flat_scratch_init 1
    .amdhsa_user_sgpr_private_segment_size 1
    .amdhsa_system_sgpr_private_segment_wavefront_offset 1
    .amdhsa_system_sgpr_workgroup_id_x 0
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_sgpr_workgroup_info 1
    .amdhsa_system_vgpr_workitem_id 2
    .amdhsa_next_free_vgpr 37
    .amdhsa_next_free_sgpr 45
    .amdhsa_reserve_vcc 0
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_float_round_mode_32 1
    .amdhsa_float_round_mode_16_64 2
    .amdhsa_float_denorm_mode_32 1
    .amdhsa_float_denorm_mode_16_64 2
    .amdhsa_dx10_clamp 0
    .amdhsa_ieee_mode 0
    .amdhsa_fp16_overflow 1
    .amdhsa_exception_fp_ieee_invalid_op 1
    .amdhsa_exception_fp_denorm_src 1
    .amdhsa_exception_fp_ieee_div_zero 1
    .amdhsa_exception_fp_ieee_overflow 1
    .amdhsa_exception_fp_ieee_underflow 1
    .amdhsa_exception_fp_ieee_inexact 1
    .amdhsa_exception_int_div_zero 1
    .amdhsa_uses_dynamic_stack 1
  .end_amdhsa_kernel

  .p2align 6
  .amdhsa_kernel plain
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 1
  .end_amdhsa_kernel

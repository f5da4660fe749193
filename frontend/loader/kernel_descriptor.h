// The 64-byte AMDHSA kernel descriptor (AMDGPUUsage "Kernel Descriptor",
// code object v3+), with every bitfield of COMPUTE_PGM_RSRC1/2/3 and
// kernel_code_properties decoded. Field lists are X-macros: (member, spec
// name, lowest bit, width); each list covers its whole word.
#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <string_view>

#include "isa/target.h"

namespace gcnjit {

// COMPUTE_PGM_RSRC1 as GFX9 defines it (bits 29-31 exist from GFX10 only).
#define GCNJIT_KD_RSRC1_FIELDS(X)                                          \
  X(granulatedWorkitemVgprCount, "granulated_workitem_vgpr_count", 0, 6)   \
  X(granulatedWavefrontSgprCount, "granulated_wavefront_sgpr_count", 6, 4) \
  X(priority, "priority", 10, 2)                                           \
  X(floatRoundMode32, "float_round_mode_32", 12, 2)                        \
  X(floatRoundMode1664, "float_round_mode_16_64", 14, 2)                   \
  X(floatDenormMode32, "float_denorm_mode_32", 16, 2)                      \
  X(floatDenormMode1664, "float_denorm_mode_16_64", 18, 2)                 \
  X(priv, "priv", 20, 1)                                                   \
  X(enableDx10Clamp, "enable_dx10_clamp", 21, 1)                           \
  X(debugMode, "debug_mode", 22, 1)                                        \
  X(enableIeeeMode, "enable_ieee_mode", 23, 1)                             \
  X(bulky, "bulky", 24, 1)                                                 \
  X(cdbgUser, "cdbg_user", 25, 1)                                          \
  X(fp16Ovfl, "fp16_ovfl", 26, 1)                                          \
  X(reserved, "reserved", 27, 5)

#define GCNJIT_KD_RSRC2_FIELDS(X)                                                         \
  X(enablePrivateSegment, "enable_private_segment", 0, 1)                                 \
  X(userSgprCount, "user_sgpr_count", 1, 5)                                               \
  X(enableTrapHandler, "enable_trap_handler", 6, 1)                                       \
  X(enableSgprWorkgroupIdX, "enable_sgpr_workgroup_id_x", 7, 1)                           \
  X(enableSgprWorkgroupIdY, "enable_sgpr_workgroup_id_y", 8, 1)                           \
  X(enableSgprWorkgroupIdZ, "enable_sgpr_workgroup_id_z", 9, 1)                           \
  X(enableSgprWorkgroupInfo, "enable_sgpr_workgroup_info", 10, 1)                         \
  X(enableVgprWorkitemId, "enable_vgpr_workitem_id", 11, 2)                               \
  X(enableExceptionAddressWatch, "enable_exception_address_watch", 13, 1)                 \
  X(enableExceptionMemory, "enable_exception_memory", 14, 1)                              \
  X(granulatedLdsSize, "granulated_lds_size", 15, 9)                                      \
  X(enableExceptionIeee754FpInvalidOperation, "enable_exception_ieee_754_fp_invalid_operation", 24, 1) \
  X(enableExceptionFpDenormalSource, "enable_exception_fp_denormal_source", 25, 1)        \
  X(enableExceptionIeee754FpDivisionByZero, "enable_exception_ieee_754_fp_division_by_zero", 26, 1) \
  X(enableExceptionIeee754FpOverflow, "enable_exception_ieee_754_fp_overflow", 27, 1)     \
  X(enableExceptionIeee754FpUnderflow, "enable_exception_ieee_754_fp_underflow", 28, 1)   \
  X(enableExceptionIeee754FpInexact, "enable_exception_ieee_754_fp_inexact", 29, 1)       \
  X(enableExceptionIntDivideByZero, "enable_exception_int_divide_by_zero", 30, 1)         \
  X(reserved, "reserved", 31, 1)

// COMPUTE_PGM_RSRC3 in the GFX90A layout. GFX6-GFX9, gfx908 included, define
// the word as reserved (must be 0); accum_offset and tg_split are decoded so
// that a non-zero word is visible field by field.
#define GCNJIT_KD_RSRC3_FIELDS(X)        \
  X(accumOffset, "accum_offset", 0, 6)   \
  X(reserved0, "reserved0", 6, 10)       \
  X(tgSplit, "tg_split", 16, 1)          \
  X(reserved1, "reserved1", 17, 15)

// kernel_code_properties (16 bits; wavefront_size32 is GFX10+ only).
#define GCNJIT_KD_PROPERTIES_FIELDS(X)                                               \
  X(enableSgprPrivateSegmentBuffer, "enable_sgpr_private_segment_buffer", 0, 1)     \
  X(enableSgprDispatchPtr, "enable_sgpr_dispatch_ptr", 1, 1)                         \
  X(enableSgprQueuePtr, "enable_sgpr_queue_ptr", 2, 1)                               \
  X(enableSgprKernargSegmentPtr, "enable_sgpr_kernarg_segment_ptr", 3, 1)           \
  X(enableSgprDispatchId, "enable_sgpr_dispatch_id", 4, 1)                           \
  X(enableSgprFlatScratchInit, "enable_sgpr_flat_scratch_init", 5, 1)               \
  X(enableSgprPrivateSegmentSize, "enable_sgpr_private_segment_size", 6, 1)         \
  X(reserved0, "reserved0", 7, 3)                                                    \
  X(enableWavefrontSize32, "enable_wavefront_size32", 10, 1)                         \
  X(usesDynamicStack, "uses_dynamic_stack", 11, 1)                                   \
  X(reserved1, "reserved1", 12, 4)

#define GCNJIT_KD_MEMBER(member, name, lsb, width) uint32_t member = 0;
struct ComputePgmRsrc1 { uint32_t raw = 0; GCNJIT_KD_RSRC1_FIELDS(GCNJIT_KD_MEMBER) };
struct ComputePgmRsrc2 { uint32_t raw = 0; GCNJIT_KD_RSRC2_FIELDS(GCNJIT_KD_MEMBER) };
struct ComputePgmRsrc3 { uint32_t raw = 0; GCNJIT_KD_RSRC3_FIELDS(GCNJIT_KD_MEMBER) };
struct KernelCodeProperties { uint32_t raw = 0; GCNJIT_KD_PROPERTIES_FIELDS(GCNJIT_KD_MEMBER) };
#undef GCNJIT_KD_MEMBER

inline constexpr size_t kKernelDescriptorSize = 64;

struct KernelDescriptor {
  uint32_t groupSegmentFixedSize = 0;    // bytes 0-3: LDS bytes, excluding dynamic LDS
  uint32_t privateSegmentFixedSize = 0;  // bytes 4-7: scratch bytes per work-item
  uint32_t kernargSize = 0;              // bytes 8-11
  int64_t kernelCodeEntryByteOffset = 0; // bytes 16-23: entry minus descriptor address
  ComputePgmRsrc3 rsrc3;                 // bytes 44-47
  ComputePgmRsrc1 rsrc1;                 // bytes 48-51
  ComputePgmRsrc2 rsrc2;                 // bytes 52-55
  KernelCodeProperties properties;       // bytes 56-57
  bool reservedBytesZero = true;         // bytes 12-15, 24-43 and 58-63 ("must be 0")

  // Registers the hardware allocates, from the granulated counts
  // (AMDGPUUsage COMPUTE_PGM_RSRC1, GFX6-GFX9 as LLVM 15 encodes them):
  // field = ceil(registers / granule) - 1 with granules of 4 VGPRs, 8 SGPRs.
  unsigned allocatedVgprs() const { return (rsrc1.granulatedWorkitemVgprCount + 1) * 4; }
  unsigned allocatedSgprs() const { return (rsrc1.granulatedWavefrontSgprCount + 1) * 8; }
};

KernelDescriptor decodeKernelDescriptor(std::span<const uint8_t, kKernelDescriptorSize> bytes);

// Every field in descriptor order: (group, name, value) where group is
// "" for the byte fields, or "compute_pgm_rsrc1/2/3", "kernel_code_properties".
using DescriptorFieldVisitor =
    std::function<void(std::string_view group, std::string_view name, int64_t value)>;
void forEachDescriptorField(const KernelDescriptor& kd, const DescriptorFieldVisitor& visit);

}  // namespace gcnjit

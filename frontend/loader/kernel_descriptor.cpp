#include "loader/kernel_descriptor.h"

namespace gcnjit {
namespace {

constexpr uint32_t fieldBits(unsigned lsb, unsigned width) {
  return uint32_t(((uint64_t(1) << width) - 1) << lsb);
}

// Each field list must tile its word: no gaps, no overlaps.
#define GCNJIT_KD_OR_MASK(member, name, lsb, width) | fieldBits(lsb, width)
#define GCNJIT_KD_ADD_WIDTH(member, name, lsb, width) + width
static_assert((0u GCNJIT_KD_RSRC1_FIELDS(GCNJIT_KD_OR_MASK)) == 0xffffffffu &&
              (0 GCNJIT_KD_RSRC1_FIELDS(GCNJIT_KD_ADD_WIDTH)) == 32);
static_assert((0u GCNJIT_KD_RSRC2_FIELDS(GCNJIT_KD_OR_MASK)) == 0xffffffffu &&
              (0 GCNJIT_KD_RSRC2_FIELDS(GCNJIT_KD_ADD_WIDTH)) == 32);
static_assert((0u GCNJIT_KD_RSRC3_FIELDS(GCNJIT_KD_OR_MASK)) == 0xffffffffu &&
              (0 GCNJIT_KD_RSRC3_FIELDS(GCNJIT_KD_ADD_WIDTH)) == 32);
static_assert((0u GCNJIT_KD_PROPERTIES_FIELDS(GCNJIT_KD_OR_MASK)) == 0xffffu &&
              (0 GCNJIT_KD_PROPERTIES_FIELDS(GCNJIT_KD_ADD_WIDTH)) == 16);
#undef GCNJIT_KD_OR_MASK
#undef GCNJIT_KD_ADD_WIDTH

uint64_t readLE(std::span<const uint8_t, kKernelDescriptorSize> b, size_t offset, size_t size) {
  uint64_t v = 0;
  for (size_t i = 0; i < size; ++i) v |= uint64_t(b[offset + i]) << (8 * i);
  return v;
}

bool allZero(std::span<const uint8_t, kKernelDescriptorSize> b, size_t offset, size_t size) {
  for (size_t i = offset; i < offset + size; ++i)
    if (b[i]) return false;
  return true;
}

#define GCNJIT_KD_DECODE(member, name, lsb, width) \
  word.member = (word.raw & fieldBits(lsb, width)) >> (lsb);
void decodeFields(ComputePgmRsrc1& word) { GCNJIT_KD_RSRC1_FIELDS(GCNJIT_KD_DECODE) }
void decodeFields(ComputePgmRsrc2& word) { GCNJIT_KD_RSRC2_FIELDS(GCNJIT_KD_DECODE) }
void decodeFields(ComputePgmRsrc3& word) { GCNJIT_KD_RSRC3_FIELDS(GCNJIT_KD_DECODE) }
void decodeFields(KernelCodeProperties& word) { GCNJIT_KD_PROPERTIES_FIELDS(GCNJIT_KD_DECODE) }
#undef GCNJIT_KD_DECODE

}  // namespace

KernelDescriptor decodeKernelDescriptor(std::span<const uint8_t, kKernelDescriptorSize> b) {
  KernelDescriptor kd;
  kd.groupSegmentFixedSize = uint32_t(readLE(b, 0, 4));
  kd.privateSegmentFixedSize = uint32_t(readLE(b, 4, 4));
  kd.kernargSize = uint32_t(readLE(b, 8, 4));
  kd.kernelCodeEntryByteOffset = int64_t(readLE(b, 16, 8));
  kd.rsrc3.raw = uint32_t(readLE(b, 44, 4));
  kd.rsrc1.raw = uint32_t(readLE(b, 48, 4));
  kd.rsrc2.raw = uint32_t(readLE(b, 52, 4));
  kd.properties.raw = uint32_t(readLE(b, 56, 2));
  kd.reservedBytesZero = allZero(b, 12, 4) && allZero(b, 24, 20) && allZero(b, 58, 6);
  decodeFields(kd.rsrc1);
  decodeFields(kd.rsrc2);
  decodeFields(kd.rsrc3);
  decodeFields(kd.properties);
  return kd;
}

void forEachDescriptorField(const KernelDescriptor& kd, const DescriptorFieldVisitor& visit) {
  visit("", "group_segment_fixed_size", kd.groupSegmentFixedSize);
  visit("", "private_segment_fixed_size", kd.privateSegmentFixedSize);
  visit("", "kernarg_size", kd.kernargSize);
  visit("", "kernel_code_entry_byte_offset", kd.kernelCodeEntryByteOffset);
#define GCNJIT_KD_VISIT(member, name, lsb, width) visit(group, name, word.member);
  {
    std::string_view group = "compute_pgm_rsrc3";
    const auto& word = kd.rsrc3;
    GCNJIT_KD_RSRC3_FIELDS(GCNJIT_KD_VISIT)
  }
  {
    std::string_view group = "compute_pgm_rsrc1";
    const auto& word = kd.rsrc1;
    GCNJIT_KD_RSRC1_FIELDS(GCNJIT_KD_VISIT)
  }
  {
    std::string_view group = "compute_pgm_rsrc2";
    const auto& word = kd.rsrc2;
    GCNJIT_KD_RSRC2_FIELDS(GCNJIT_KD_VISIT)
  }
  {
    std::string_view group = "kernel_code_properties";
    const auto& word = kd.properties;
    GCNJIT_KD_PROPERTIES_FIELDS(GCNJIT_KD_VISIT)
  }
#undef GCNJIT_KD_VISIT
}

}  // namespace gcnjit

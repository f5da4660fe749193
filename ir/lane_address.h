// The immediate of LaneAddress (ir/ops/int.inc): how the 32-bit index
// becomes a byte offset.
#pragma once

#include <cstdint>

namespace gcnjit::ir {

struct LaneAddressForm {
  unsigned shift = 0;       // the extended index is shifted left by this (0..63)
  bool signExtend = false;  // the index is signed (SExt), else unsigned (ZExt)

  std::uint64_t encode() const { return shift | (std::uint64_t(signExtend) << 8); }
  static LaneAddressForm decode(std::uint64_t imm) { return {unsigned(imm & 63), ((imm >> 8) & 1) != 0}; }
  // The byte offset of `index`, modulo 2^64.
  std::uint64_t offset(std::uint32_t index) const {
    std::uint64_t wide = signExtend ? std::uint64_t(std::int64_t(std::int32_t(index))) : index;
    return wide << shift;
  }
};

}  // namespace gcnjit::ir

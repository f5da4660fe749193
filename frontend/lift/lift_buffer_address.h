// Buffer addressing shared by MUBUF and MTBUF (Vega ISA "Buffer Addressing",
// "Range Checking", "Swizzled Buffer Addressing", "Buffer Resource"). The V#
// is read from the four SGPRs at SRSRC when the instruction runs, so every
// descriptor-dependent choice (linear or swizzled, which range check) is an
// IR select, not a lift-time decision.
#pragma once

#include "lift/lift_context.h"

namespace gcnjit::lift {

class BufferAddress {
 public:
  // `mubufNonFormat`: a MUBUF instruction other than the format ones. Its
  // stride grows to 18 bits with ADD_TID_ENABLE (Vega ISA "Buffer
  // Addressing", const_stride), and a V# data format of INVALID makes the
  // resource unbound.
  BufferAddress(LiftContext& c, bool mubufNonFormat);

  // Lane addresses (v64i64, host bytes) of the data `byteOffset` bytes into
  // the element the instruction addresses. Dword and larger accesses ignore
  // the two low address bits (Vega ISA "Alignment").
  V address(unsigned byteOffset, bool dwordAccess);
  // EXEC lanes whose data at `byteOffset` passes the range check (none when
  // the resource is unbound). Format instructions and atomics check byte
  // offset 0 only ("all or nothing"); dword-x{2,3,4} check each dword.
  V activeInRange(unsigned byteOffset);

 private:
  V inRange(unsigned byteOffset);
  void readResource(bool mubufNonFormat);
  void readLaneOperands();
  V offsetAt(unsigned byteOffset);
  V linearOffset(V offset);
  V swizzledOffset(V offset);
  V zext64(V v) { return c_.zext(v, Elem::I64); }
  V splat64(std::uint64_t v) { return c_.vec(c_.c64(v)); }

  LiftContext& c_;
  // V# fields (scalars).
  V base_ = nullptr;             // i64, bits 47:0
  V stride_ = nullptr;           // i64, 14 or 18 bits
  V swizzle_ = nullptr;          // i1, bit 63
  V numRecords_ = nullptr;       // i64, bits 95:64
  V indexStrideLog2_ = nullptr;  // i64, log2 of const_index_stride (3..6)
  V addTid_ = nullptr;           // i1, bit 119
  V unbound_ = nullptr;          // i1, or null when the instruction ignores it
  // Per-lane parts (v64i64) and the SGPR offset (i64 scalar).
  V vgprIndex_ = nullptr;
  V index_ = nullptr;       // vgpr index plus the lane id when ADD_TID_ENABLE
  V instOffset_ = nullptr;  // vgpr offset plus the instruction's OFFSET
  V sgprOffset_ = nullptr;
};

}  // namespace gcnjit::lift

#include "lift/lift_buffer_address.h"

namespace gcnjit::lift {
namespace {

using ir::ICmpPred;

constexpr unsigned kElementSizeLog2 = 2;  // const_element_size = 4 bytes

V field(LiftContext& c, V word, unsigned offset, unsigned width) {
  return c.emit(Op::UBfe, {word, c.c32(offset), c.c32(width)});
}
V bitSet(LiftContext& c, V word, unsigned bit) { return c.icmp(ICmpPred::Ne, field(c, word, bit, 1), c.c32(0)); }

}  // namespace

BufferAddress::BufferAddress(LiftContext& c, bool mubufNonFormat) : c_(c) {
  readResource(mubufNonFormat);
  readLaneOperands();
}

// Vega ISA "Buffer Resource" (Table: Buffer Resource Descriptor): base
// 47:0, stride 61:48, swizzle enable 63, num_records 95:64, data format
// 114:111, index stride 118:117 (8 << n), add_tid_enable 119. The gfx9 V#
// has no const_element_size field (bits 116:115 are User VM), so swizzled
// addressing uses 4-byte elements: the size the ROCm runtime's private
// segment descriptor declares and LLVM's gfx9 scratch accesses assume.
void BufferAddress::readResource(bool mubufNonFormat) {
  std::uint16_t srsrc = c_.inst.mem.srsrc;
  V w0 = c_.sreadDword(srsrc, 0), w1 = c_.sreadDword(srsrc, 1);
  V w2 = c_.sreadDword(srsrc, 2), w3 = c_.sreadDword(srsrc, 3);
  base_ = c_.concat(w0, c_.emit(Op::And, {w1, c_.c32(0xffff)}));
  stride_ = field(c_, w1, 16, 14);
  swizzle_ = bitSet(c_, w1, 31);
  numRecords_ = zext64(w2);
  indexStrideLog2_ = zext64(c_.emit(Op::Add, {field(c_, w3, 21, 2), c_.c32(3)}));
  addTid_ = bitSet(c_, w3, 23);
  if (mubufNonFormat) {
    // const_stride[17:0] = {V#.DFMT[3:0], V#.const_stride[13:0]} with ADD_TID_ENABLE.
    V dataFormat = field(c_, w3, 15, 4);
    V wide = c_.emit(Op::Or, {stride_, c_.emit(Op::Shl, {dataFormat, c_.c32(14)})});
    stride_ = c_.emit(Op::Select, {addTid_, wide, stride_});
    // Vega ISA "Buffer Instructions" (Data format derived): a V# data format
    // of INVALID (0) marks an unbound resource; without ADD_TID_ENABLE the
    // field is a format, not stride bits.
    V invalidFormat = c_.icmp(ICmpPred::Eq, dataFormat, c_.c32(0));
    unbound_ = c_.emit(Op::Select, {addTid_, c_.c1(false), invalidFormat});
  }
  stride_ = zext64(stride_);
}

// Vega ISA "VGPR Usage" (Table: Address VGPRs): VADDR holds the index when
// IDXEN is set and the offset when OFFEN is set, the index first. The sums
// of the seed's formulas are taken in 64 bits, without 32-bit wrap-around.
void BufferAddress::readLaneOperands() {
  const auto& m = c_.inst.mem;
  V zero = splat64(0);
  vgprIndex_ = m.idxen ? zext64(c_.vreg(m.vaddr, 0)) : zero;
  V vgprOffset = m.offen ? zext64(c_.vreg(m.vaddr, m.idxen ? 1 : 0)) : zero;
  V laneId = zext64(c_.emit(Op::LaneId, {}));
  index_ = c_.emit(Op::Add, {vgprIndex_, c_.emit(Op::Select, {c_.vec(addTid_), laneId, zero})});
  instOffset_ = c_.emit(Op::Add, {vgprOffset, splat64(std::uint32_t(m.offset))});
  sgprOffset_ = zext64(c_.sread32(m.soffset));
}

V BufferAddress::offsetAt(unsigned byteOffset) {
  if (byteOffset == 0) return instOffset_;
  return c_.emit(Op::Add, {instOffset_, splat64(byteOffset)});
}

// Linear buffers: offset + stride * index.
V BufferAddress::linearOffset(V offset) {
  return c_.emit(Op::Add, {offset, c_.emit(Op::Mul, {index_, c_.vec(stride_)})});
}

// Vega ISA "Swizzled Buffer Addressing":
//   buffer_offset = (index_msb * stride + offset_msb * element_size) * index_stride
//                   + index_lsb * element_size + offset_lsb
// with index_msb/lsb = index / % index_stride and offset_msb/lsb = offset / %
// element_size (both powers of two).
V BufferAddress::swizzledOffset(V offset) {
  V indexShift = c_.vec(indexStrideLog2_), elementShift = splat64(kElementSizeLog2);
  V indexLowMask = c_.emit(Op::Sub, {c_.emit(Op::Shl, {splat64(1), indexShift}), splat64(1)});
  V indexMsb = c_.emit(Op::LShr, {index_, indexShift});
  V indexLsb = c_.emit(Op::And, {index_, indexLowMask});
  V offsetMsb = c_.emit(Op::LShr, {offset, elementShift});
  V offsetLsb = c_.emit(Op::And, {offset, splat64((1u << kElementSizeLog2) - 1)});
  V record = c_.emit(Op::Add, {c_.emit(Op::Mul, {indexMsb, c_.vec(stride_)}),
                               c_.emit(Op::Shl, {offsetMsb, elementShift})});
  V interleaved = c_.emit(Op::Shl, {record, indexShift});
  V withinElement = c_.emit(Op::Add, {c_.emit(Op::Shl, {indexLsb, elementShift}), offsetLsb});
  return c_.emit(Op::Add, {interleaved, withinElement});
}

// Final Address = const_base + sgpr_offset + buffer_offset.
V BufferAddress::address(unsigned byteOffset, bool dwordAccess) {
  V offset = offsetAt(byteOffset);
  V bufferOffset = c_.emit(Op::Select, {c_.vec(swizzle_), swizzledOffset(offset), linearOffset(offset)});
  V start = c_.vec(c_.emit(Op::Add, {base_, sgprOffset_}));
  V addr = c_.emit(Op::Add, {start, bufferOffset});
  if (dwordAccess) addr = c_.emit(Op::And, {addr, c_.vec(c_.c64(~std::uint64_t(3)))});
  return addr;
}

// Vega ISA "Range Checking":
//   private (scratch), ADD_TID && !IDXEN: no check;
//   structured, !ADD_TID && stride != 0 && IDXEN: out if vgpr index >= num_records;
//   raw, !ADD_TID && !SWIZZLE && !IDXEN: out if inst_offset + vgpr offset >= num_records.
// The seed names no rule for the remaining descriptors; they take the rule
// of their IDXEN class: the structured one when IDXEN and stride != 0
// (also with ADD_TID), else the raw one (the offset does not include
// sgpr_offset, as the seed's formula says).
V BufferAddress::inRange(unsigned byteOffset) {
  V records = c_.vec(numRecords_);
  V rawIn = c_.icmp(ICmpPred::ULt, offsetAt(byteOffset), records);
  if (c_.inst.mem.idxen) {
    V structuredIn = c_.icmp(ICmpPred::ULt, vgprIndex_, records);
    V strided = c_.icmp(ICmpPred::Ne, stride_, c_.c64(0));
    return c_.emit(Op::Select, {strided, structuredIn, rawIn});
  }
  V all = c_.i64ToMask(c_.c64(~std::uint64_t(0)));
  return c_.emit(Op::Select, {addTid_, all, rawIn});
}

// An unbound resource reads 0 and drops writes, as out-of-range lanes.
V BufferAddress::activeInRange(unsigned byteOffset) {
  V lanes = c_.emit(Op::And, {c_.exec(), inRange(byteOffset)});
  if (!unbound_) return lanes;
  return c_.emit(Op::Select, {unbound_, c_.i64ToMask(c_.c64(0)), lanes});
}

}  // namespace gcnjit::lift

// LDS instructions: DS reads, writes, atomics and the lane permutes (Vega ISA
// "Data Share Operations", "LDS & GDS Instructions"). Addresses are byte
// offsets into the workgroup's LDS: VGPR[ADDR] + the instruction offset (one
// 16-bit offset, or offset0/offset1 scaled by the element size for the *2
// forms). The Memory applies the out-of-range rules (reads return 0, writes
// are dropped); M0 does not clamp LDS on gfx9 (LLVM leaves it unset).
#include "lift/lift_context.h"
#include "lift/lift_table.h"
#include "lift/lift_vmem.h"

namespace gcnjit::lift {
namespace {

using namespace vmem;
constexpr AddrSpace kLds = AddrSpace::Lds;

// The GDS bit sends the access to the global data share, which is not
// modelled (compute kernels do not use it).
void requireLds(LiftContext& c) {
  if (c.inst.mem.gds) c.unsupported("GDS access (the GDS bit is set)");
}

// VGPR[ADDR], the per-lane LDS byte address before the offsets.
V baseAddress(LiftContext& c) {
  requireLds(c);
  return c.vreg(c.inst.src[0]);
}
// Single-address forms: VGPR[ADDR] + {offset1, offset0}.
V address(LiftContext& c) { return addBytes(c, baseAddress(c), std::uint32_t(c.inst.mem.offset)); }

// M0[15:0], the LDS offset of the forms addressed through M0 (Vega ISA "M#
// Memory Descriptor": "LDS addressing ... {16'h0, lds_offset[15:0]}").
V m0Offset(LiftContext& c) {
  requireLds(c);
  return c.emit(Op::And, {c.m0(), c.c32(0xffff)});
}

// Byte offset of address `half` (0 or 1) of the two-address forms:
// OFFSET0/OFFSET1 in units of the element size (times 64 for the ST64 forms).
unsigned pairOffset(const LiftContext& c, unsigned half, unsigned unitBytes) {
  return (half == 0 ? c.inst.mem.offset0 : c.inst.mem.offset1) * unitBytes;
}

// DATA0 (operand 1) or DATA1 (operand 2) of `bytes` bytes.
V dataOperand(LiftContext& c, int column, unsigned bytes) {
  std::uint16_t code = c.inst.src[column];
  return bytes == 8 ? vreg64(c, code) : c.vreg(code);
}

// --- reads ---------------------------------------------------------------

template <unsigned Size, bool SignExtend>
void readWord(LiftContext& c) {
  V mask = c.exec();
  c.vregWrite(c.inst.dst, 0, loadWord(c, kLds, address(c), mask, Size, SignExtend), mask);
}

template <unsigned Dwords>
void readDwords(LiftContext& c) {
  V mask = c.exec();
  V base = address(c);
  V words[Dwords];
  for (unsigned k = 0; k < Dwords; ++k) words[k] = loadWord(c, kLds, addBytes(c, base, 4 * k), mask);
  for (unsigned k = 0; k < Dwords; ++k) c.vregWrite(c.inst.dst, k, words[k], mask);
}

// DS_READ_{U8,I8,U16}_D16[_HI]: one half of VDST, the other half kept.
template <unsigned Size, bool SignExtend, bool High>
void readD16(LiftContext& c) {
  V mask = c.exec();
  V loaded = loadWord(c, kLds, address(c), mask, Size, SignExtend);
  c.vregWrite(c.inst.dst, 0, mergeHalf(c, c.inst.dst, loaded, High), mask);
}

// DS_READ2[ST64]_B32/B64: RETURN_DATA[0] = MEM[ADDR + OFFSET0 * size *
// stride], RETURN_DATA[1] = MEM[ADDR + OFFSET1 * size * stride].
template <unsigned ElemBytes, unsigned Stride>
void read2(LiftContext& c) {
  V mask = c.exec();
  V base = baseAddress(c);
  constexpr unsigned kDwords = ElemBytes / 4;
  V words[2 * kDwords];
  for (unsigned half = 0; half < 2; ++half) {
    V at = addBytes(c, base, pairOffset(c, half, ElemBytes * Stride));
    for (unsigned k = 0; k < kDwords; ++k) words[half * kDwords + k] = loadWord(c, kLds, addBytes(c, at, 4 * k), mask);
  }
  for (unsigned k = 0; k < 2 * kDwords; ++k) c.vregWrite(c.inst.dst, k, words[k], mask);
}

// DS_READ_ADDTID_B32: MEM[OFFSET + M0.OFFSET + TID * 4].
V addTidAddress(LiftContext& c) {
  V base = c.emit(Op::Add, {m0Offset(c), c.c32(std::uint32_t(c.inst.mem.offset))});
  V tidBytes = c.emit(Op::Shl, {c.emit(Op::LaneId, {}), c.vc32(2)});
  return c.emit(Op::Add, {c.vec(base), tidBytes});
}

void readAddTid(LiftContext& c) {
  V mask = c.exec();
  c.vregWrite(c.inst.dst, 0, loadWord(c, kLds, addTidAddress(c), mask), mask);
}

// --- writes --------------------------------------------------------------

// DS_WRITE_B8/B16/B32 and the D16_HI forms (DATA[23:16], DATA[31:16]).
template <unsigned Size, bool High>
void writeWord(LiftContext& c) {
  V data = c.vreg(c.inst.src[1]);
  if (High) data = highHalf(c, data);
  storeWord(c, kLds, address(c), data, c.exec(), Size);
}

template <unsigned Dwords>
void writeDwords(LiftContext& c) {
  V mask = c.exec();
  V base = address(c);
  for (unsigned k = 0; k < Dwords; ++k) storeWord(c, kLds, addBytes(c, base, 4 * k), c.vreg(c.inst.src[1], k), mask);
}

// DS_WRITE2[ST64]_B32/B64. Vega ISA "Data Share Indexed and Atomic Access":
// equal offsets make one write, of DATA0 only.
template <unsigned ElemBytes, unsigned Stride>
void write2(LiftContext& c) {
  V mask = c.exec();
  V base = baseAddress(c);
  bool single = c.inst.mem.offset0 == c.inst.mem.offset1;
  for (unsigned half = 0; half < (single ? 1u : 2u); ++half) {
    V at = addBytes(c, base, pairOffset(c, half, ElemBytes * Stride));
    for (unsigned k = 0; k < ElemBytes / 4; ++k) {
      storeWord(c, kLds, addBytes(c, at, 4 * k), c.vreg(c.inst.src[1 + half], k), mask);
    }
  }
}

// DS_WRITE_ADDTID_B32: MEM[OFFSET + M0.OFFSET + TID * 4] = DATA.
void writeAddTid(LiftContext& c) { storeWord(c, kLds, addTidAddress(c), c.vreg(c.inst.src[1]), c.exec()); }

// --- atomics -------------------------------------------------------------

V atomicAt(LiftContext& c, AtomicOp op, unsigned bytes, V at, V data, V compare, V mask) {
  return c.emitTyped(Op::Atomic, data->type, {at, data, compare, mask}, access(kLds, bytes, false, op).encode());
}

// The DS atomics: tmp = MEM[ADDR]; MEM[ADDR] = op(tmp, DATA[, DATA2]);
// the RTN forms return tmp. CMPST takes the compare value in DATA and the
// new value in DATA2, the opposite of BUFFER_ATOMIC_CMPSWAP.
enum class Operands { Data, DataAndData2, Cmpst };

template <AtomicOp Kind, unsigned Bytes, Operands Layout = Operands::Data>
void atomic(LiftContext& c) {
  V mask = c.exec();
  V data = dataOperand(c, Layout == Operands::Cmpst ? 2 : 1, Bytes);
  V compare = Layout == Operands::Data ? data : dataOperand(c, Layout == Operands::Cmpst ? 1 : 2, Bytes);
  V old = atomicAt(c, Kind, Bytes, address(c), data, compare, mask);
  if (c.inst.dst != opnd::kNone) writeValue(c, c.inst.dst, 0, old, mask);
}

// DS_WRXCHG2[ST64]_RTN_B32/B64: two exchanges, DATA0 at OFFSET0 and DATA1
// at OFFSET1, returning both old values.
template <unsigned ElemBytes, unsigned Stride>
void wrxchg2(LiftContext& c) {
  if (c.inst.mem.offset0 == c.inst.mem.offset1) {
    c.unsupported("equal offsets make one exchange; the seed leaves the second returned value undefined");
  }
  V mask = c.exec();
  V base = baseAddress(c);
  V olds[2];
  for (unsigned half = 0; half < 2; ++half) {
    V data = dataOperand(c, 1 + int(half), ElemBytes);
    V at = addBytes(c, base, pairOffset(c, half, ElemBytes * Stride));
    olds[half] = atomicAt(c, AtomicOp::Swap, ElemBytes, at, data, data, mask);
  }
  for (unsigned half = 0; half < 2; ++half) writeValue(c, c.inst.dst, half * ElemBytes / 4, olds[half], mask);
}

// DS_*_SRC2_*: A = ADDR; B = A + 4 * (offset1[7] ? {A[31], A[31:17]} :
// {offset1[6], offset1[6:0], offset0}); MEM[A] = op(MEM[A], MEM[B]). Every
// lane reads its MEM[B] before the lanes update their MEM[A] in lane order.
template <AtomicOp Kind, unsigned Bytes>
void src2(LiftContext& c) {
  V mask = c.exec();
  V a = baseAddress(c);
  V dwordOffset;
  if (c.inst.mem.offset1 & 0x80) {
    dwordOffset = c.emit(Op::AShr, {a, c.vc32(17)});
  } else {
    std::int32_t field = std::int32_t(std::uint32_t(c.inst.mem.offset) << 17) >> 17;  // offset[14:0], signed
    dwordOffset = c.vc32(std::uint32_t(field));
  }
  V b = c.emit(Op::Add, {a, c.emit(Op::Shl, {dwordOffset, c.vc32(2)})});
  Elem e = Bytes == 8 ? Elem::I64 : Elem::I32;
  V other = c.load(access(kLds, Bytes), Type::vector(e), b, mask);
  atomicAt(c, Kind, Bytes, a, other, other, mask);
}

// DS_APPEND / DS_CONSUME: add (subtract) count_bits(EXEC) to the dword at
// M0.base + offset once for the wave; every active lane gets the old value.
template <AtomicOp Kind>
void appendConsume(LiftContext& c) {
  V mask = c.exec();
  V count = c.trunc(c.emit(Op::CtPop, {c.maskToI64(mask)}), Elem::I32);
  V at = c.emit(Op::Add, {m0Offset(c), c.c32(std::uint32_t(c.inst.mem.offset))});
  V old = c.emitTyped(Op::Atomic, Type::scalar(Elem::I32), {at, count, count, mask},
                      access(kLds, 4, false, Kind).encode());
  c.vregWrite(c.inst.dst, 0, c.vec(old), mask);
}

// --- lane movement through the LDS crossbar ------------------------------

// The moved VGPR with the lanes outside EXEC read as 0: a disabled source
// lane provides 0 (DS_BPERMUTE_B32, DS_SWIZZLE_B32) or nothing
// (DS_PERMUTE_B32). The permutes move DATA0 (operand 1); ds_swizzle_b32 has
// its one VGPR in the ADDR field (operand 0).
V activeLanes(LiftContext& c, int column, V mask) {
  return c.emit(Op::Select, {mask, c.vreg(c.inst.src[column]), c.vc32(0)});
}

// DS_BPERMUTE_B32: lane i reads lane ((ADDR[i] + OFFSET) / 4) mod 64.
void bpermute(LiftContext& c) {
  V mask = c.exec();
  V moved = c.emit(Op::LaneGather, {activeLanes(c, 1, mask), address(c), mask});
  c.vregWrite(c.inst.dst, 0, moved, mask);
}

// DS_PERMUTE_B32: lane i writes lane ((ADDR[i] + OFFSET) / 4) mod 64; the
// highest source lane wins, lanes nobody writes get 0.
void permute(LiftContext& c) {
  V mask = c.exec();
  V moved = c.emit(Op::LaneScatter, {activeLanes(c, 1, mask), address(c), mask});
  c.vregWrite(c.inst.dst, 0, moved, mask);
}

// Source lane of each lane, times 4 (the byte index LaneGather takes), for
// the two DS_SWIZZLE_B32 offset modes (the seed only says "swizzle(vgpr_data,
// offset1:offset0)"; the modes are the ones LLVM's swizzle() macro encodes):
// offset[15] = 1 (QDMode) takes lane 4 * (i / 4) + offset[2 * (i % 4) + 1 :
// 2 * (i % 4)]; offset[15] = 0 (BitMode) takes ((i & and_mask) | or_mask) ^
// xor_mask within each half of 32 lanes (and_mask = offset[4:0], or_mask =
// offset[9:5], xor_mask = offset[14:10]).
V swizzleSource(LiftContext& c, std::uint32_t offset) {
  V lane = c.emit(Op::LaneId, {});
  auto k = [&](std::uint32_t v) { return c.vc32(v); };
  V source;
  if (offset & 0x8000) {
    V shift = c.emit(Op::Shl, {c.emit(Op::And, {lane, k(3)}), k(1)});
    V select = c.emit(Op::And, {c.emit(Op::LShr, {k(offset & 0xff), shift}), k(3)});
    source = c.emit(Op::Or, {c.emit(Op::And, {lane, k(~3u)}), select});
  } else {
    std::uint32_t andMask = offset & 31, orMask = (offset >> 5) & 31, xorMask = (offset >> 10) & 31;
    V inHalf = c.emit(Op::Xor, {c.emit(Op::Or, {c.emit(Op::And, {lane, k(andMask)}), k(orMask)}), k(xorMask)});
    source = c.emit(Op::Or, {inHalf, c.emit(Op::And, {lane, k(32)})});
  }
  return c.emit(Op::Shl, {source, k(2)});
}

void swizzle(LiftContext& c) {
  auto offset = std::uint32_t(c.inst.mem.offset);
  // QDMode with any of offset[14:8] set: later ISAs give such offsets FFT and
  // rotate modes; nothing documents them for gfx9.
  if ((offset & 0x8000) && (offset & 0x7f00)) c.unsupported("ds_swizzle_b32 offset beyond the QDMode and BitMode patterns");
  V mask = c.exec();
  V moved = c.emit(Op::LaneGather, {activeLanes(c, 0, mask), swizzleSource(c, offset), mask});
  c.vregWrite(c.inst.dst, 0, moved, mask);
}

void nop(LiftContext&) {}

// DS_GWS_*: GDS-only global wave sync. The data (for the forms that have
// one) is the first active lane's, read here; the runtime's GWS unit does
// the rest when the wave stops at Op::Gws.
template <ir::GwsOp Operation>
void gws(LiftContext& c) {
  V value = c.inst.src[1] != opnd::kNone ? c.emit(Op::ReadFirstLane, {c.vreg(c.inst.src[1])}) : c.c32(0);
  c.gws(Operation, value);
}

using enum AtomicOp;
constexpr Operands kTwo = Operands::DataAndData2;
constexpr Operands kCmpst = Operands::Cmpst;

constexpr LiftEntry kEntries[] = {
    {InstId::ds_read2_b32, read2<4, 1>},
    {InstId::ds_write_b32, writeWord<4, false>},
    {InstId::ds_read_b32, readDwords<1>},
    {InstId::ds_write2_b32, write2<4, 1>},
    {InstId::ds_bpermute_b32, bpermute},
    {InstId::ds_read2st64_b32, read2<4, 64>},
    {InstId::ds_write2st64_b32, write2<4, 64>},
    {InstId::ds_read_b128, readDwords<4>},
    {InstId::ds_write_b64, writeDwords<2>},
    {InstId::ds_write_b128, writeDwords<4>},
    {InstId::ds_swizzle_b32, swizzle},
    {InstId::ds_read_b64, readDwords<2>},
    {InstId::ds_add_u32, atomic<Add, 4>},
    {InstId::ds_max_i32, atomic<SMax, 4>},
    {InstId::ds_cmpst_b32, atomic<CmpSwap, 4, kCmpst>},
    {InstId::ds_add_rtn_u32, atomic<Add, 4>},
    {InstId::ds_add_f32, atomic<FAdd, 4>},
    // 32-bit atomics
    {InstId::ds_sub_u32, atomic<Sub, 4>},
    {InstId::ds_rsub_u32, atomic<Rsub, 4>},
    {InstId::ds_inc_u32, atomic<Inc, 4>},
    {InstId::ds_dec_u32, atomic<Dec, 4>},
    {InstId::ds_min_i32, atomic<SMin, 4>},
    {InstId::ds_min_u32, atomic<UMin, 4>},
    {InstId::ds_max_u32, atomic<UMax, 4>},
    {InstId::ds_and_b32, atomic<And, 4>},
    {InstId::ds_or_b32, atomic<Or, 4>},
    {InstId::ds_xor_b32, atomic<Xor, 4>},
    {InstId::ds_mskor_b32, atomic<Mskor, 4, kTwo>},
    {InstId::ds_cmpst_f32, atomic<FCmpSwap, 4, kCmpst>},
    {InstId::ds_min_f32, atomic<FMin, 4>},
    {InstId::ds_max_f32, atomic<FMax, 4>},
    {InstId::ds_sub_rtn_u32, atomic<Sub, 4>},
    {InstId::ds_rsub_rtn_u32, atomic<Rsub, 4>},
    {InstId::ds_inc_rtn_u32, atomic<Inc, 4>},
    {InstId::ds_dec_rtn_u32, atomic<Dec, 4>},
    {InstId::ds_min_rtn_i32, atomic<SMin, 4>},
    {InstId::ds_max_rtn_i32, atomic<SMax, 4>},
    {InstId::ds_min_rtn_u32, atomic<UMin, 4>},
    {InstId::ds_max_rtn_u32, atomic<UMax, 4>},
    {InstId::ds_and_rtn_b32, atomic<And, 4>},
    {InstId::ds_or_rtn_b32, atomic<Or, 4>},
    {InstId::ds_xor_rtn_b32, atomic<Xor, 4>},
    {InstId::ds_mskor_rtn_b32, atomic<Mskor, 4, kTwo>},
    {InstId::ds_wrxchg_rtn_b32, atomic<Swap, 4>},
    {InstId::ds_wrxchg2_rtn_b32, wrxchg2<4, 1>},
    {InstId::ds_wrxchg2st64_rtn_b32, wrxchg2<4, 64>},
    {InstId::ds_cmpst_rtn_b32, atomic<CmpSwap, 4, kCmpst>},
    {InstId::ds_cmpst_rtn_f32, atomic<FCmpSwap, 4, kCmpst>},
    {InstId::ds_min_rtn_f32, atomic<FMin, 4>},
    {InstId::ds_max_rtn_f32, atomic<FMax, 4>},
    {InstId::ds_wrap_rtn_b32, atomic<Wrap, 4, kTwo>},
    {InstId::ds_add_rtn_f32, atomic<FAdd, 4>},
    // 64-bit atomics
    {InstId::ds_add_u64, atomic<Add, 8>},
    {InstId::ds_sub_u64, atomic<Sub, 8>},
    {InstId::ds_rsub_u64, atomic<Rsub, 8>},
    {InstId::ds_inc_u64, atomic<Inc, 8>},
    {InstId::ds_dec_u64, atomic<Dec, 8>},
    {InstId::ds_min_i64, atomic<SMin, 8>},
    {InstId::ds_max_i64, atomic<SMax, 8>},
    {InstId::ds_min_u64, atomic<UMin, 8>},
    {InstId::ds_max_u64, atomic<UMax, 8>},
    {InstId::ds_and_b64, atomic<And, 8>},
    {InstId::ds_or_b64, atomic<Or, 8>},
    {InstId::ds_xor_b64, atomic<Xor, 8>},
    {InstId::ds_mskor_b64, atomic<Mskor, 8, kTwo>},
    {InstId::ds_cmpst_b64, atomic<CmpSwap, 8, kCmpst>},
    {InstId::ds_cmpst_f64, atomic<FCmpSwap, 8, kCmpst>},
    {InstId::ds_min_f64, atomic<FMin, 8>},
    {InstId::ds_max_f64, atomic<FMax, 8>},
    {InstId::ds_add_rtn_u64, atomic<Add, 8>},
    {InstId::ds_sub_rtn_u64, atomic<Sub, 8>},
    {InstId::ds_rsub_rtn_u64, atomic<Rsub, 8>},
    {InstId::ds_inc_rtn_u64, atomic<Inc, 8>},
    {InstId::ds_dec_rtn_u64, atomic<Dec, 8>},
    {InstId::ds_min_rtn_i64, atomic<SMin, 8>},
    {InstId::ds_max_rtn_i64, atomic<SMax, 8>},
    {InstId::ds_min_rtn_u64, atomic<UMin, 8>},
    {InstId::ds_max_rtn_u64, atomic<UMax, 8>},
    {InstId::ds_and_rtn_b64, atomic<And, 8>},
    {InstId::ds_or_rtn_b64, atomic<Or, 8>},
    {InstId::ds_xor_rtn_b64, atomic<Xor, 8>},
    {InstId::ds_mskor_rtn_b64, atomic<Mskor, 8, kTwo>},
    {InstId::ds_wrxchg_rtn_b64, atomic<Swap, 8>},
    {InstId::ds_wrxchg2_rtn_b64, wrxchg2<8, 1>},
    {InstId::ds_wrxchg2st64_rtn_b64, wrxchg2<8, 64>},
    {InstId::ds_cmpst_rtn_b64, atomic<CmpSwap, 8, kCmpst>},
    {InstId::ds_cmpst_rtn_f64, atomic<FCmpSwap, 8, kCmpst>},
    {InstId::ds_min_rtn_f64, atomic<FMin, 8>},
    {InstId::ds_max_rtn_f64, atomic<FMax, 8>},
    // reads and writes
    {InstId::ds_write_b8, writeWord<1, false>},
    {InstId::ds_write_b16, writeWord<2, false>},
    {InstId::ds_write_b8_d16_hi, writeWord<1, true>},
    {InstId::ds_write_b16_d16_hi, writeWord<2, true>},
    {InstId::ds_write_b96, writeDwords<3>},
    {InstId::ds_write2_b64, write2<8, 1>},
    {InstId::ds_write2st64_b64, write2<8, 64>},
    {InstId::ds_write_addtid_b32, writeAddTid},
    {InstId::ds_read_i8, readWord<1, true>},
    {InstId::ds_read_u8, readWord<1, false>},
    {InstId::ds_read_i16, readWord<2, true>},
    {InstId::ds_read_u16, readWord<2, false>},
    {InstId::ds_read_u8_d16, readD16<1, false, false>},
    {InstId::ds_read_u8_d16_hi, readD16<1, false, true>},
    {InstId::ds_read_i8_d16, readD16<1, true, false>},
    {InstId::ds_read_i8_d16_hi, readD16<1, true, true>},
    {InstId::ds_read_u16_d16, readD16<2, false, false>},
    {InstId::ds_read_u16_d16_hi, readD16<2, false, true>},
    {InstId::ds_read_b96, readDwords<3>},
    {InstId::ds_read2_b64, read2<8, 1>},
    {InstId::ds_read2st64_b64, read2<8, 64>},
    {InstId::ds_read_addtid_b32, readAddTid},
    // lane movement, counters
    {InstId::ds_permute_b32, permute},
    {InstId::ds_append, appendConsume<Add>},
    {InstId::ds_consume, appendConsume<Sub>},
    {InstId::ds_nop, nop},
    // global wave sync
    {InstId::ds_gws_init, gws<ir::GwsOp::Init>},
    {InstId::ds_gws_barrier, gws<ir::GwsOp::Barrier>},
    {InstId::ds_gws_sema_v, gws<ir::GwsOp::SemaV>},
    {InstId::ds_gws_sema_br, gws<ir::GwsOp::SemaBr>},
    {InstId::ds_gws_sema_p, gws<ir::GwsOp::SemaP>},
    {InstId::ds_gws_sema_release_all, gws<ir::GwsOp::SemaReleaseAll>},
    // SRC2 forms
    {InstId::ds_add_src2_u32, src2<Add, 4>},
    {InstId::ds_sub_src2_u32, src2<Sub, 4>},
    {InstId::ds_rsub_src2_u32, src2<Rsub, 4>},
    {InstId::ds_inc_src2_u32, src2<Inc, 4>},
    {InstId::ds_dec_src2_u32, src2<Dec, 4>},
    {InstId::ds_min_src2_i32, src2<SMin, 4>},
    {InstId::ds_max_src2_i32, src2<SMax, 4>},
    {InstId::ds_min_src2_u32, src2<UMin, 4>},
    {InstId::ds_max_src2_u32, src2<UMax, 4>},
    {InstId::ds_and_src2_b32, src2<And, 4>},
    {InstId::ds_or_src2_b32, src2<Or, 4>},
    {InstId::ds_xor_src2_b32, src2<Xor, 4>},
    {InstId::ds_write_src2_b32, src2<Swap, 4>},
    {InstId::ds_min_src2_f32, src2<FMin, 4>},
    {InstId::ds_max_src2_f32, src2<FMax, 4>},
    {InstId::ds_add_src2_f32, src2<FAdd, 4>},
    {InstId::ds_add_src2_u64, src2<Add, 8>},
    {InstId::ds_sub_src2_u64, src2<Sub, 8>},
    {InstId::ds_rsub_src2_u64, src2<Rsub, 8>},
    {InstId::ds_inc_src2_u64, src2<Inc, 8>},
    {InstId::ds_dec_src2_u64, src2<Dec, 8>},
    {InstId::ds_min_src2_i64, src2<SMin, 8>},
    {InstId::ds_max_src2_i64, src2<SMax, 8>},
    {InstId::ds_min_src2_u64, src2<UMin, 8>},
    {InstId::ds_max_src2_u64, src2<UMax, 8>},
    {InstId::ds_and_src2_b64, src2<And, 8>},
    {InstId::ds_or_src2_b64, src2<Or, 8>},
    {InstId::ds_xor_src2_b64, src2<Xor, 8>},
    {InstId::ds_write_src2_b64, src2<Swap, 8>},
    {InstId::ds_min_src2_f64, src2<FMin, 8>},
    {InstId::ds_max_src2_f64, src2<FMax, 8>},
};

}  // namespace

std::span<const LiftEntry> dsLifts() { return kEntries; }

}  // namespace gcnjit::lift

// Scalar memory: SMEM loads, stores and atomics, cache control and clocks
// (Vega ISA "Scalar Memory Operations", "SMEM Instructions").
#include <vector>

#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::AddrSpace;
using ir::AtomicOp;
using ir::ICmpPred;
using ir::MemAccess;

// How the address is formed (Vega ISA "Scalar Memory Addressing").
enum class Addressing {
  Base,     // ADDR = SGPR[base] + inst_offset + {M0 or SGPR[offset] or 0}
  Scratch,  // the same with the SGPR/M0 offset in units of 64 bytes
  Buffer,   // SBASE holds a buffer resource (V#): base, stride, num_records
};

V add64(LiftContext& c, V a, V b) { return c.emit(Op::Add, {a, b}); }
V alignDword(LiftContext& c, V address) { return c.emit(Op::And, {address, c.c64(~std::uint64_t(3))}); }

// inst_offset (the signed immediate) plus the SGPR or M0 offset, in bytes.
V byteOffset(LiftContext& c, unsigned sgprScale) {
  const auto& m = c.inst.mem;
  V offset = c.c64(m.immOffset ? std::uint64_t(std::int64_t(m.offset)) : 0);
  if (m.soffset == opnd::kNone) return offset;
  V sgpr = c.zext(c.sread32(m.soffset), Elem::I64);
  if (sgprScale != 1) sgpr = c.emit(Op::Mul, {sgpr, c.c64(sgprScale)});
  return add64(c, offset, sgpr);
}

// Where the instruction's data lies: the dword-aligned address of its first
// byte and, for buffers, the offset into the buffer and the buffer's size.
// A scalar load whose offset is the immediate alone keeps the base and that
// offset apart (ScalarLoad aligns their sum), so that its dwords share one
// base address.
struct Location {
  V address;
  V offset = nullptr;       // i64, buffers only
  V bufferBytes = nullptr;  // i64, buffers only
  V base = nullptr;         // SGPR[base], when `address` is it plus immOffset
  std::int32_t immOffset = 0;
};

// Buffer resource fields used by SMEM (Vega ISA "Reads/Writes/Atomics using
// Buffer Constant"): base = {SGPR[base+1][15:0], SGPR[base]}, stride =
// SGPR[base+1][31:16], num_records = SGPR[base+2]. The buffer spans
// num_records * (stride == 0 ? 1 : stride) bytes (the seed's "m_size").
Location bufferLocation(LiftContext& c) {
  std::uint16_t code = c.inst.mem.sbase;
  V word0 = c.sreadDword(code, 0), word1 = c.sreadDword(code, 1), numRecords = c.sreadDword(code, 2);
  V base = c.concat(word0, c.emit(Op::And, {word1, c.c32(0xffff)}));
  V stride = c.emit(Op::LShr, {word1, c.c32(16)});
  V strideIsZero = c.icmp(ICmpPred::Eq, stride, c.c32(0));
  V recordSize = c.emit(Op::Select, {strideIsZero, c.c32(1), stride});
  V bytes = c.emit(Op::Mul, {c.zext(numRecords, Elem::I64), c.zext(recordSize, Elem::I64)});
  V offset = byteOffset(c, 1);
  return {alignDword(c, add64(c, base, offset)), offset, bytes};
}

Location locationOf(LiftContext& c, Addressing mode) {
  if (mode == Addressing::Buffer) return bufferLocation(c);
  V base = c.sread64(c.inst.mem.sbase);
  const auto& m = c.inst.mem;
  if (m.soffset == opnd::kNone) {
    std::int32_t immOffset = m.immOffset ? std::int32_t(m.offset) : 0;
    return {nullptr, nullptr, nullptr, base, immOffset};
  }
  V offset = byteOffset(c, mode == Addressing::Scratch ? 64 : 1);
  return {alignDword(c, add64(c, base, offset))};
}

// The location's dword-aligned address, for accesses other than ScalarLoad.
V alignedAddress(LiftContext& c, const Location& where) {
  if (where.address) return where.address;
  return alignDword(c, add64(c, where.base, c.c64(std::uint64_t(std::int64_t(where.immOffset)))));
}

// One access of `bytes` bytes, `delta` bytes into the data.
struct Access {
  V address;
  V mask;  // lane 0 when the access is performed
};

V addressAt(LiftContext& c, const Location& where, unsigned delta) {
  V address = alignedAddress(c, where);
  return delta ? add64(c, address, c.c64(delta)) : address;
}

// A buffer access is performed only when it lies inside the buffer (offset +
// delta + bytes <= size): out-of-range dwords are not accessed.
Access accessAt(LiftContext& c, const Location& where, unsigned delta, unsigned bytes) {
  V address = addressAt(c, where, delta);
  if (!where.bufferBytes) return {address, c.i64ToMask(c.c64(1))};
  V end = add64(c, where.offset, c.c64(delta + bytes));
  V inRange = c.icmp(ICmpPred::ULe, end, where.bufferBytes);
  return {address, c.i64ToMask(c.zext(inRange, Elem::I64))};
}

// Every SMEM access is in the constant (scalar memory) space.
MemAccess scalarAccess(unsigned size, AtomicOp op = AtomicOp::None) {
  return {AddrSpace::Constant, std::uint8_t(size), false, op};
}

// --- loads and stores ---------------------------------------------------------

// One dword; a buffer dword outside the buffer is not read and is 0.
V loadDword(LiftContext& c, const Location& where, unsigned delta) {
  if (!where.bufferBytes) {
    ir::ScalarLoadImm load{scalarAccess(4), std::int32_t(delta)};
    V address = where.base ? where.base : where.address;
    if (where.base) load.offset += where.immOffset;
    return c.emit(Op::ScalarLoad, {address}, load.encode());
  }
  Access a = accessAt(c, where, delta, 4);
  return c.load(scalarAccess(4), Type::scalar(Elem::I32), a.address, a.mask);
}

// S_LOAD_DWORD*, S_SCRATCH_LOAD_DWORD*, S_BUFFER_LOAD_DWORD*: every dword is
// read before SDATA is written.
template <Addressing mode>
void sLoad(LiftContext& c) {
  unsigned dwords = unsigned(dwordCount(c.desc.dst));
  Location where = locationOf(c, mode);
  std::vector<V> values;
  for (unsigned k = 0; k < dwords; ++k) values.push_back(loadDword(c, where, 4 * k));
  for (unsigned k = 0; k < dwords; ++k) c.swriteDword(c.inst.mem.sdata, k, values[k]);
}

template <Addressing mode>
void sStore(LiftContext& c) {
  unsigned dwords = unsigned(dwordCount(c.desc.src1));
  Location where = locationOf(c, mode);
  for (unsigned k = 0; k < dwords; ++k) {
    Access a = accessAt(c, where, 4 * k, 4);
    c.store(scalarAccess(4), a.address, c.sreadDword(c.inst.mem.sdata, k), a.mask);
  }
}

// --- atomics ------------------------------------------------------------------

// `dwords` (1 or 2) SDATA dwords from dword `first` as one integer.
V sdataValue(LiftContext& c, unsigned first, unsigned dwords) {
  V lo = c.sreadDword(c.inst.mem.sdata, first);
  return dwords == 1 ? lo : c.concat(lo, c.sreadDword(c.inst.mem.sdata, first + 1));
}

// Vega ISA "SMEM Instructions" S_ATOMIC_*: tmp = MEM[ADDR]; MEM[ADDR] = op;
// RETURN_DATA = tmp, written to SDATA only when GLC is set. CMPSWAP takes
// {src, cmp} from SDATA.
template <Addressing mode, AtomicOp op>
void sAtomic(LiftContext& c) {
  unsigned dwords = unsigned(dwordCount(c.desc.dst));
  Access a = accessAt(c, locationOf(c, mode), 0, 4 * dwords);
  V data = sdataValue(c, 0, dwords);
  V compare = op == AtomicOp::CmpSwap ? sdataValue(c, dwords, dwords) : c.constant(data->type.elem, 0);
  V old = c.emitTyped(Op::Atomic, data->type, {a.address, data, compare, a.mask},
                      scalarAccess(4 * dwords, op).encode());
  if (!c.inst.mem.glc) return;
  if (dwords == 1) return c.swriteDword(c.inst.mem.sdata, 0, old);
  c.swriteDword(c.inst.mem.sdata, 0, c.lo32(old));
  c.swriteDword(c.inst.mem.sdata, 1, c.hi32(old));
}

// --- cache control, clocks, probes ------------------------------------------------

// Invalidates, write-backs and probes change no state the wave sees (memory
// here is always coherent); a discarded dirty line behaves as if it had
// been written back before the discard, which the hardware may also do.
void sCacheNop(LiftContext&) {}

template <unsigned clock>
void sReadClock(LiftContext& c) {
  c.swrite64(c.inst.mem.sdata, c.emitTyped(Op::ReadClock, Type::scalar(Elem::I64), {}, clock));
}

constexpr Addressing kBase = Addressing::Base, kScratch = Addressing::Scratch, kBuffer = Addressing::Buffer;

constexpr LiftEntry kEntries[] = {
    {InstId::s_load_dword, sLoad<kBase>},
    {InstId::s_load_dwordx2, sLoad<kBase>},
    {InstId::s_load_dwordx4, sLoad<kBase>},
    {InstId::s_load_dwordx8, sLoad<kBase>},
    {InstId::s_load_dwordx16, sLoad<kBase>},
    {InstId::s_scratch_load_dword, sLoad<kScratch>},
    {InstId::s_scratch_load_dwordx2, sLoad<kScratch>},
    {InstId::s_scratch_load_dwordx4, sLoad<kScratch>},
    {InstId::s_buffer_load_dword, sLoad<kBuffer>},
    {InstId::s_buffer_load_dwordx2, sLoad<kBuffer>},
    {InstId::s_buffer_load_dwordx4, sLoad<kBuffer>},
    {InstId::s_buffer_load_dwordx8, sLoad<kBuffer>},
    {InstId::s_buffer_load_dwordx16, sLoad<kBuffer>},
    {InstId::s_store_dword, sStore<kBase>},
    {InstId::s_store_dwordx2, sStore<kBase>},
    {InstId::s_store_dwordx4, sStore<kBase>},
    {InstId::s_scratch_store_dword, sStore<kScratch>},
    {InstId::s_scratch_store_dwordx2, sStore<kScratch>},
    {InstId::s_scratch_store_dwordx4, sStore<kScratch>},
    {InstId::s_buffer_store_dword, sStore<kBuffer>},
    {InstId::s_buffer_store_dwordx2, sStore<kBuffer>},
    {InstId::s_buffer_store_dwordx4, sStore<kBuffer>},
    {InstId::s_dcache_inv, sCacheNop},
    {InstId::s_dcache_wb, sCacheNop},
    {InstId::s_dcache_inv_vol, sCacheNop},
    {InstId::s_dcache_wb_vol, sCacheNop},
    {InstId::s_memtime, sReadClock<0>},
    {InstId::s_memrealtime, sReadClock<1>},
    {InstId::s_atc_probe, sCacheNop},
    {InstId::s_atc_probe_buffer, sCacheNop},
    {InstId::s_dcache_discard, sCacheNop},
    {InstId::s_dcache_discard_x2, sCacheNop},
#define SMEM_ATOMICS(prefix, mode)                                          \
  {InstId::prefix##swap, sAtomic<mode, AtomicOp::Swap>},                    \
  {InstId::prefix##cmpswap, sAtomic<mode, AtomicOp::CmpSwap>},              \
  {InstId::prefix##add, sAtomic<mode, AtomicOp::Add>},                      \
  {InstId::prefix##sub, sAtomic<mode, AtomicOp::Sub>},                      \
  {InstId::prefix##smin, sAtomic<mode, AtomicOp::SMin>},                    \
  {InstId::prefix##umin, sAtomic<mode, AtomicOp::UMin>},                    \
  {InstId::prefix##smax, sAtomic<mode, AtomicOp::SMax>},                    \
  {InstId::prefix##umax, sAtomic<mode, AtomicOp::UMax>},                    \
  {InstId::prefix##and, sAtomic<mode, AtomicOp::And>},                      \
  {InstId::prefix##or, sAtomic<mode, AtomicOp::Or>},                        \
  {InstId::prefix##xor, sAtomic<mode, AtomicOp::Xor>},                      \
  {InstId::prefix##inc, sAtomic<mode, AtomicOp::Inc>},                      \
  {InstId::prefix##dec, sAtomic<mode, AtomicOp::Dec>},                      \
  {InstId::prefix##swap_x2, sAtomic<mode, AtomicOp::Swap>},                 \
  {InstId::prefix##cmpswap_x2, sAtomic<mode, AtomicOp::CmpSwap>},           \
  {InstId::prefix##add_x2, sAtomic<mode, AtomicOp::Add>},                   \
  {InstId::prefix##sub_x2, sAtomic<mode, AtomicOp::Sub>},                   \
  {InstId::prefix##smin_x2, sAtomic<mode, AtomicOp::SMin>},                 \
  {InstId::prefix##umin_x2, sAtomic<mode, AtomicOp::UMin>},                 \
  {InstId::prefix##smax_x2, sAtomic<mode, AtomicOp::SMax>},                 \
  {InstId::prefix##umax_x2, sAtomic<mode, AtomicOp::UMax>},                 \
  {InstId::prefix##and_x2, sAtomic<mode, AtomicOp::And>},                   \
  {InstId::prefix##or_x2, sAtomic<mode, AtomicOp::Or>},                     \
  {InstId::prefix##xor_x2, sAtomic<mode, AtomicOp::Xor>},                   \
  {InstId::prefix##inc_x2, sAtomic<mode, AtomicOp::Inc>},                   \
  {InstId::prefix##dec_x2, sAtomic<mode, AtomicOp::Dec>}
    SMEM_ATOMICS(s_atomic_, kBase),
    SMEM_ATOMICS(s_buffer_atomic_, kBuffer),
#undef SMEM_ATOMICS
};

}  // namespace

std::span<const LiftEntry> smemLifts() { return kEntries; }

}  // namespace gcnjit::lift

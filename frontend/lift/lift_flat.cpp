// FLAT, GLOBAL and SCRATCH instructions (Vega ISA "FLAT, Scratch and Global
// Instructions"; seed 003 for the addressing of each segment; MI100 ISA "New
// FLAT Opcodes"). Per-lane addresses:
//   FLAT:    VGPR[ADDR:ADDR+1] + OFFSET (12-bit unsigned; bit 12 is ignored),
//            a flat address the Memory resolves through the apertures;
//   GLOBAL:  VGPR[ADDR:ADDR+1] + OFFSET, or SGPR[SADDR:SADDR+1] + VGPR[ADDR]
//            (32-bit unsigned) + OFFSET (13-bit signed);
//   SCRATCH: (SGPR[SADDR] or VGPR[ADDR]) + OFFSET, a 32-bit byte offset into
//            the lane's private memory (flat_scratch and the swizzle are the
//            Memory's business).
// Atomics return the pre-op value only with GLC (the decoder leaves no
// destination otherwise). The LDS forms (data to LDS at M0) are not lifted.
#include "lift/lift_context.h"
#include "lift/lift_table.h"
#include "lift/lift_vmem.h"

namespace gcnjit::lift {
namespace {

using namespace vmem;

AddrSpace spaceOf(const LiftContext& c) {
  switch (c.desc.format) {
    case Format::GLOBAL: return AddrSpace::Global;
    case Format::SCRATCH: return AddrSpace::Private;
    default: return AddrSpace::Flat;
  }
}

V globalAddress(LiftContext& c) {
  const auto& m = c.inst.mem;
  if (m.saddr == opnd::kNone) return addBytes(c, vreg64(c, c.inst.src[0]), m.offset);
  V base = c.vec(c.sread64(m.saddr));
  V offset = c.zext(c.vreg(c.inst.src[0]), Elem::I64);
  return addBytes(c, c.emit(Op::Add, {base, offset}), m.offset);
}

V scratchAddress(LiftContext& c) {
  const auto& m = c.inst.mem;
  V base = m.saddr != opnd::kNone ? c.vec(c.sread32(m.saddr)) : c.vreg(c.inst.src[0]);
  return addBytes(c, base, m.offset);
}

// Each lane's address (v64i64, or v64i32 for SCRATCH).
V address(LiftContext& c) {
  if (c.inst.mem.lds) c.unsupported("LDS form (data moved to LDS at M0) is not lifted");
  switch (c.desc.format) {
    case Format::GLOBAL: return globalAddress(c);
    case Format::SCRATCH: return scratchAddress(c);
    default: return addBytes(c, vreg64(c, c.inst.src[0]), c.inst.mem.offset & 0xfff);
  }
}

// --- loads ---------------------------------------------------------------

// *_LOAD_UBYTE/SBYTE/USHORT/SSHORT: zero- or sign-extended to the dword.
template <unsigned Size, bool SignExtend>
void loadWordTo(LiftContext& c) {
  V mask = c.exec();
  c.vregWrite(c.inst.dst, 0, loadWord(c, spaceOf(c), address(c), mask, Size, SignExtend), mask);
}

// A GLOBAL dword pair is one 8-byte load, for the reason a pair store is one
// 8-byte store (below): an aligned DWORDX2 load is single-copy atomic, and
// compilers make 64-bit atomic loads of it. FLAT and SCRATCH pairs stay two
// dwords: an LDS or private dword past the end reads 0 on its own.
template <unsigned Dwords>
void loadDwords(LiftContext& c) {
  V mask = c.exec();
  V base = address(c);
  if (Dwords == 2 && spaceOf(c) == AddrSpace::Global) {
    V pair = c.load(access(AddrSpace::Global, 8), Type::vector(Elem::I64), base, mask);
    return writeValue(c, c.inst.dst, 0, pair, mask);
  }
  V words[Dwords];
  for (unsigned k = 0; k < Dwords; ++k) words[k] = loadWord(c, spaceOf(c), addBytes(c, base, 4 * k), mask);
  for (unsigned k = 0; k < Dwords; ++k) c.vregWrite(c.inst.dst, k, words[k], mask);
}

// *_LOAD_{UBYTE,SBYTE,SHORT}_D16[_HI]: one half of VDST, the other kept.
template <unsigned Size, bool SignExtend, bool High>
void loadD16(LiftContext& c) {
  V mask = c.exec();
  V loaded = loadWord(c, spaceOf(c), address(c), mask, Size, SignExtend);
  c.vregWrite(c.inst.dst, 0, mergeHalf(c, c.inst.dst, loaded, High), mask);
}

// --- stores --------------------------------------------------------------

// *_STORE_BYTE/SHORT and their D16_HI forms (VDATA[23:16], VDATA[31:16]).
template <unsigned Size, bool High>
void storeWordFrom(LiftContext& c) {
  V data = c.vreg(c.inst.src[1]);
  if (High) data = highHalf(c, data);
  storeWord(c, spaceOf(c), address(c), data, c.exec(), Size);
}

// A dword pair is one 8-byte store: on the GPU an aligned DWORDX2 store is
// single-copy atomic (compilers make 64-bit atomic stores of it), so
// workgroups on two host threads storing to one location must not leave
// halves of both.
template <unsigned Dwords>
void storeDwords(LiftContext& c) {
  V mask = c.exec();
  V base = address(c);
  if constexpr (Dwords == 2) return storeWord(c, spaceOf(c), base, vreg64(c, c.inst.src[1]), mask, 8);
  for (unsigned k = 0; k < Dwords; ++k) {
    storeWord(c, spaceOf(c), addBytes(c, base, 4 * k), c.vreg(c.inst.src[1], k), mask);
  }
}

// --- atomics -------------------------------------------------------------

V dataAt(LiftContext& c, unsigned bytes, unsigned k) {
  return bytes == 8 ? vreg64(c, c.inst.src[1], k) : c.vreg(c.inst.src[1], k);
}

// VM = address; P = *VM; *VM = op(P, VDATA); VDST = P with GLC. CMPSWAP's
// VDATA holds the new value, then the compare value (seed 003
// "FLAT_ATOMIC_CMPSWAP": *VM == VDATA>>32 ? VDATA & 0xffffffff : *VM).
template <AtomicOp Kind, unsigned Bytes>
void atomic(LiftContext& c) {
  V mask = c.exec();
  V data = dataAt(c, Bytes, 0);
  V compare = Kind == AtomicOp::CmpSwap ? dataAt(c, Bytes, Bytes / 4) : data;
  V old = c.emitTyped(Op::Atomic, data->type, {address(c), data, compare, mask},
                      access(spaceOf(c), Bytes, false, Kind).encode());
  if (c.inst.dst != opnd::kNone) writeValue(c, c.inst.dst, 0, old, mask);
}

using enum AtomicOp;

// One row per segment of the shared opcodes.
#define FLAT_SEGMENTS(op, fn)      \
  {InstId::flat_##op, fn},         \
  {InstId::global_##op, fn}
#define ALL_SEGMENTS(op, fn) FLAT_SEGMENTS(op, fn), {InstId::scratch_##op, fn}

constexpr LiftEntry kEntries[] = {
    ALL_SEGMENTS(load_ubyte, (loadWordTo<1, false>)),
    ALL_SEGMENTS(load_sbyte, (loadWordTo<1, true>)),
    ALL_SEGMENTS(load_ushort, (loadWordTo<2, false>)),
    ALL_SEGMENTS(load_sshort, (loadWordTo<2, true>)),
    ALL_SEGMENTS(load_dword, loadDwords<1>),
    ALL_SEGMENTS(load_dwordx2, loadDwords<2>),
    ALL_SEGMENTS(load_dwordx3, loadDwords<3>),
    ALL_SEGMENTS(load_dwordx4, loadDwords<4>),
    ALL_SEGMENTS(load_ubyte_d16, (loadD16<1, false, false>)),
    ALL_SEGMENTS(load_ubyte_d16_hi, (loadD16<1, false, true>)),
    ALL_SEGMENTS(load_sbyte_d16, (loadD16<1, true, false>)),
    ALL_SEGMENTS(load_sbyte_d16_hi, (loadD16<1, true, true>)),
    ALL_SEGMENTS(load_short_d16, (loadD16<2, false, false>)),
    ALL_SEGMENTS(load_short_d16_hi, (loadD16<2, false, true>)),
    ALL_SEGMENTS(store_byte, (storeWordFrom<1, false>)),
    ALL_SEGMENTS(store_byte_d16_hi, (storeWordFrom<1, true>)),
    ALL_SEGMENTS(store_short, (storeWordFrom<2, false>)),
    ALL_SEGMENTS(store_short_d16_hi, (storeWordFrom<2, true>)),
    ALL_SEGMENTS(store_dword, storeDwords<1>),
    ALL_SEGMENTS(store_dwordx2, storeDwords<2>),
    ALL_SEGMENTS(store_dwordx3, storeDwords<3>),
    ALL_SEGMENTS(store_dwordx4, storeDwords<4>),
    FLAT_SEGMENTS(atomic_swap, (atomic<Swap, 4>)),
    FLAT_SEGMENTS(atomic_cmpswap, (atomic<CmpSwap, 4>)),
    FLAT_SEGMENTS(atomic_add, (atomic<Add, 4>)),
    FLAT_SEGMENTS(atomic_sub, (atomic<Sub, 4>)),
    FLAT_SEGMENTS(atomic_smin, (atomic<SMin, 4>)),
    FLAT_SEGMENTS(atomic_umin, (atomic<UMin, 4>)),
    FLAT_SEGMENTS(atomic_smax, (atomic<SMax, 4>)),
    FLAT_SEGMENTS(atomic_umax, (atomic<UMax, 4>)),
    FLAT_SEGMENTS(atomic_and, (atomic<And, 4>)),
    FLAT_SEGMENTS(atomic_or, (atomic<Or, 4>)),
    FLAT_SEGMENTS(atomic_xor, (atomic<Xor, 4>)),
    FLAT_SEGMENTS(atomic_inc, (atomic<Inc, 4>)),
    FLAT_SEGMENTS(atomic_dec, (atomic<Dec, 4>)),
    FLAT_SEGMENTS(atomic_swap_x2, (atomic<Swap, 8>)),
    FLAT_SEGMENTS(atomic_cmpswap_x2, (atomic<CmpSwap, 8>)),
    FLAT_SEGMENTS(atomic_add_x2, (atomic<Add, 8>)),
    FLAT_SEGMENTS(atomic_sub_x2, (atomic<Sub, 8>)),
    FLAT_SEGMENTS(atomic_smin_x2, (atomic<SMin, 8>)),
    FLAT_SEGMENTS(atomic_umin_x2, (atomic<UMin, 8>)),
    FLAT_SEGMENTS(atomic_smax_x2, (atomic<SMax, 8>)),
    FLAT_SEGMENTS(atomic_umax_x2, (atomic<UMax, 8>)),
    FLAT_SEGMENTS(atomic_and_x2, (atomic<And, 8>)),
    FLAT_SEGMENTS(atomic_or_x2, (atomic<Or, 8>)),
    FLAT_SEGMENTS(atomic_xor_x2, (atomic<Xor, 8>)),
    FLAT_SEGMENTS(atomic_inc_x2, (atomic<Inc, 8>)),
    FLAT_SEGMENTS(atomic_dec_x2, (atomic<Dec, 8>)),
    // gfx908 (MI100 ISA "New FLAT Opcodes"), no returned data. The f32 add
    // flushes denormals as global f32 atomics do on gfx908 (LLVM relies on it:
    // it uses the instruction only under denormal flushing).
    {InstId::global_atomic_add_f32, atomic<FAddFtz, 4>},
    {InstId::global_atomic_pk_add_f16, atomic<PkFAdd, 4>},
};

#undef ALL_SEGMENTS
#undef FLAT_SEGMENTS

}  // namespace

std::span<const LiftEntry> flatLifts() { return kEntries; }

}  // namespace gcnjit::lift

// Buffer memory: MUBUF untyped loads, stores and atomics, the L1 cache
// controls, and the typed rows of lift_buffer_typed.cpp (MTBUF) and
// lift_buffer_format.cpp (MUBUF *_FORMAT) (Vega ISA
// "Vector Memory Buffer Instructions", "MUBUF Instructions"; MI100 ISA "New
// MUBUF Opcodes"). Addresses and range checks: lift_buffer_address.cpp.
//
// Not lifted:
// - buffer_store_lds_dword and the LDS forms of loads (LDS bit): the LDS
//   address is only given in a figure the seed does not contain ("Memory
//   Buffer Load to LDS", fig 8-5).
#include "lift/lift_buffer.h"

#include "lift/lift_buffer_address.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::AddrSpace;
using ir::AtomicOp;
using ir::MemAccess;

void rejectUnsupportedBits(LiftContext& c) {
  if (c.inst.mem.lds) c.unsupported("the LDS form of buffer loads is not lifted (LDS address figure missing)");
  if (c.inst.mem.tfe) c.unsupported("TFE (texel fail status) is not lifted");
}

// --- loads -------------------------------------------------------------------

// Untyped sub-dword load (Vega ISA BUFFER_LOAD_UBYTE/SBYTE/USHORT/SSHORT):
// zero- or sign-extended to the 32-bit VGPR. Out-of-range lanes read 0.
template <unsigned Bytes, bool Signed>
void loadSubDword(LiftContext& c) {
  rejectUnsupportedBits(c);
  BufferAddress buffer(c, true);
  V lanes = buffer.activeInRange(0);
  V value = c.load(MemAccess{AddrSpace::Global, Bytes, Signed}, ir::Type::vector(Elem::I32),
                   buffer.address(0, false), lanes);
  c.vregWrite(c.inst.mem.vdata, 0, value, c.exec());
}

// BUFFER_LOAD_DWORD{,X2,X3,X4}: each dword is range-checked on its own
// (Vega ISA "Range Checking", note 4).
template <unsigned Dwords>
void loadDwords(LiftContext& c) {
  rejectUnsupportedBits(c);
  BufferAddress buffer(c, true);
  V values[Dwords];
  for (unsigned k = 0; k < Dwords; ++k) {
    values[k] = c.load(MemAccess{AddrSpace::Global, 4, false}, ir::Type::vector(Elem::I32),
                       buffer.address(4 * k, true), buffer.activeInRange(4 * k));
  }
  V exec = c.exec();
  for (unsigned k = 0; k < Dwords; ++k) c.vregWrite(c.inst.mem.vdata, k, values[k], exec);
}

// D16 loads (Vega ISA "16-bit Memory Operations", BUFFER_LOAD_*_D16[_HI]):
// the byte or short, extended to 16 bits, replaces one half of the VGPR; the
// other half is kept.
template <unsigned Bytes, bool Signed, bool High>
void loadD16(LiftContext& c) {
  rejectUnsupportedBits(c);
  BufferAddress buffer(c, true);
  V lanes = buffer.activeInRange(0);
  V loaded = c.load(MemAccess{AddrSpace::Global, Bytes, Signed}, ir::Type::vector(Elem::I32),
                    buffer.address(0, false), lanes);
  V half = c.emit(Op::And, {loaded, c.vc32(0xffff)});
  std::uint16_t vdata = c.inst.mem.vdata;
  V old = c.vreg(vdata, 0);
  V merged = High ? c.emit(Op::Or, {c.emit(Op::And, {old, c.vc32(0xffff)}),
                                    c.emit(Op::Shl, {half, c.vc32(16)})})
                  : c.emit(Op::Or, {c.emit(Op::And, {old, c.vc32(0xffff0000)}), half});
  c.vregWrite(vdata, 0, merged, c.exec());
}

// --- stores ------------------------------------------------------------------

// BUFFER_STORE_BYTE/SHORT store S0[7:0]/S0[15:0]; the D16_HI forms store
// S0[23:16]/S0[31:16]. Out-of-range lanes write nothing.
template <unsigned Bytes, bool High>
void storeSubDword(LiftContext& c) {
  rejectUnsupportedBits(c);
  BufferAddress buffer(c, true);
  V data = c.vreg(c.inst.mem.vdata, 0);
  if (High) data = c.emit(Op::LShr, {data, c.vc32(16)});
  c.store(MemAccess{AddrSpace::Global, Bytes, false}, buffer.address(0, false), data, buffer.activeInRange(0));
}

template <unsigned Dwords>
void storeDwords(LiftContext& c) {
  rejectUnsupportedBits(c);
  BufferAddress buffer(c, true);
  V data[Dwords];
  for (unsigned k = 0; k < Dwords; ++k) data[k] = c.vreg(c.inst.mem.vdata, k);
  for (unsigned k = 0; k < Dwords; ++k) {
    c.store(MemAccess{AddrSpace::Global, 4, false}, buffer.address(4 * k, true), data[k],
            buffer.activeInRange(4 * k));
  }
}

// BUFFER_STORE_LDS_DWORD (seed 004, MUBUF): each lane stores the LDS dword
// at M0[15:0] + OFFSET + lane*4 to VMEM(SRSRC, 0, SOFFSET, OFFSET): no VGPR
// address (LLVM encodes it with the lds bit, idxen and offen clear).
void storeLdsDword(LiftContext& c) {
  if (c.inst.mem.tfe) c.unsupported("TFE (texel fail status) is not lifted");
  if (c.inst.mem.idxen || c.inst.mem.offen) c.unsupported("buffer_store_lds_dword takes no VGPR address");
  V exec = c.exec();
  V m0 = c.emit(Op::And, {c.m0(), c.c32(0xffff)});
  V ldsBase = c.vec(c.emit(Op::Add, {m0, c.c32(std::uint32_t(c.inst.mem.offset))}));
  V ldsAddress = c.emit(Op::Add, {ldsBase, c.emit(Op::Shl, {c.emit(Op::LaneId, {}), c.vc32(2)})});
  V data = c.load(MemAccess{AddrSpace::Lds, 4, false}, ir::Type::vector(Elem::I32), ldsAddress, exec);
  BufferAddress buffer(c, true);
  c.store(MemAccess{AddrSpace::Global, 4, false}, buffer.address(0, true), data, buffer.activeInRange(0));
}

// --- atomics -----------------------------------------------------------------

// A VGPR operand of `dwords` (1 or 2) dwords at vdata + first as one value.
V readData(LiftContext& c, unsigned first, unsigned dwords) {
  std::uint16_t vdata = c.inst.mem.vdata;
  V lo = c.vreg(vdata, first);
  return dwords == 1 ? lo : c.concat(lo, c.vreg(vdata, first + 1));
}

// Vega ISA "MUBUF Instructions" BUFFER_ATOMIC_*: tmp = MEM[ADDR]; MEM[ADDR]
// = op(tmp, DATA); RETURN_DATA = tmp, returned to VDATA only with GLC. The
// CMPSWAP forms take src = DATA[0] (DATA[0:1]) and cmp = DATA[1]
// (DATA[2:3]). Atomics are range-checked as a whole; dropped lanes return 0.
// The gfx908 float adds (MI100 ISA "New MUBUF Opcodes") return nothing and
// match GLOBAL_ATOMIC_ADD_F32/PK_ADD_F16: f32 denormals flushed.
void atomic(LiftContext& c, AtomicOp op, unsigned dwords) {
  rejectUnsupportedBits(c);
  BufferAddress buffer(c, true);
  V data = readData(c, 0, dwords);
  V compare = op == AtomicOp::CmpSwap ? readData(c, dwords, dwords) : c.vconst(data->type.elem, 0);
  V lanes = buffer.activeInRange(0);
  V old = c.emitTyped(Op::Atomic, data->type, {buffer.address(0, true), data, compare, lanes},
                      MemAccess{AddrSpace::Global, std::uint8_t(4 * dwords), false, op}.encode());
  if (!c.inst.mem.glc) return;
  V exec = c.exec();
  if (dwords == 1) return c.vregWrite(c.inst.mem.vdata, 0, old, exec);
  c.vregWrite(c.inst.mem.vdata, 0, c.lo32(old), exec);
  c.vregWrite(c.inst.mem.vdata, 1, c.hi32(old), exec);
}

template <AtomicOp Op, unsigned Dwords>
void atomicRow(LiftContext& c) {
  atomic(c, Op, Dwords);
}

template <unsigned Components, bool D16>
void tbufferLoadRow(LiftContext& c) {
  rejectUnsupportedBits(c);
  tbufferLoad(c, Components, D16);
}
template <unsigned Components, bool D16>
void tbufferStoreRow(LiftContext& c) {
  rejectUnsupportedBits(c);
  tbufferStore(c, Components, D16);
}

template <unsigned Components, bool D16, bool D16Hi = false>
void bufferLoadFormatRow(LiftContext& c) {
  rejectUnsupportedBits(c);
  bufferLoadFormat(c, Components, D16, D16Hi);
}
template <unsigned Components, bool D16, bool D16Hi = false>
void bufferStoreFormatRow(LiftContext& c) {
  rejectUnsupportedBits(c);
  bufferStoreFormat(c, Components, D16, D16Hi);
}

// BUFFER_WBINVL1, BUFFER_WBINVL1_VOL: cache maintenance, no effect on the
// memory model the interpreter implements.
void cacheControl(LiftContext&) {}

constexpr LiftEntry kEntries[] = {
    {InstId::buffer_load_ubyte, loadSubDword<1, false>},
    {InstId::buffer_load_sbyte, loadSubDword<1, true>},
    {InstId::buffer_load_ushort, loadSubDword<2, false>},
    {InstId::buffer_load_sshort, loadSubDword<2, true>},
    {InstId::buffer_load_dword, loadDwords<1>},
    {InstId::buffer_load_dwordx2, loadDwords<2>},
    {InstId::buffer_load_dwordx3, loadDwords<3>},
    {InstId::buffer_load_dwordx4, loadDwords<4>},
    {InstId::buffer_load_ubyte_d16, loadD16<1, false, false>},
    {InstId::buffer_load_ubyte_d16_hi, loadD16<1, false, true>},
    {InstId::buffer_load_sbyte_d16, loadD16<1, true, false>},
    {InstId::buffer_load_sbyte_d16_hi, loadD16<1, true, true>},
    {InstId::buffer_load_short_d16, loadD16<2, false, false>},
    {InstId::buffer_load_short_d16_hi, loadD16<2, false, true>},
    {InstId::buffer_store_byte, storeSubDword<1, false>},
    {InstId::buffer_store_byte_d16_hi, storeSubDword<1, true>},
    {InstId::buffer_store_short, storeSubDword<2, false>},
    {InstId::buffer_store_short_d16_hi, storeSubDword<2, true>},
    {InstId::buffer_store_lds_dword, storeLdsDword},
    {InstId::buffer_store_dword, storeDwords<1>},
    {InstId::buffer_store_dwordx2, storeDwords<2>},
    {InstId::buffer_store_dwordx3, storeDwords<3>},
    {InstId::buffer_store_dwordx4, storeDwords<4>},
    {InstId::buffer_wbinvl1, cacheControl},
    {InstId::buffer_wbinvl1_vol, cacheControl},
    {InstId::buffer_atomic_swap, atomicRow<AtomicOp::Swap, 1>},
    {InstId::buffer_atomic_cmpswap, atomicRow<AtomicOp::CmpSwap, 1>},
    {InstId::buffer_atomic_add, atomicRow<AtomicOp::Add, 1>},
    {InstId::buffer_atomic_sub, atomicRow<AtomicOp::Sub, 1>},
    {InstId::buffer_atomic_smin, atomicRow<AtomicOp::SMin, 1>},
    {InstId::buffer_atomic_umin, atomicRow<AtomicOp::UMin, 1>},
    {InstId::buffer_atomic_smax, atomicRow<AtomicOp::SMax, 1>},
    {InstId::buffer_atomic_umax, atomicRow<AtomicOp::UMax, 1>},
    {InstId::buffer_atomic_and, atomicRow<AtomicOp::And, 1>},
    {InstId::buffer_atomic_or, atomicRow<AtomicOp::Or, 1>},
    {InstId::buffer_atomic_xor, atomicRow<AtomicOp::Xor, 1>},
    {InstId::buffer_atomic_inc, atomicRow<AtomicOp::Inc, 1>},
    {InstId::buffer_atomic_dec, atomicRow<AtomicOp::Dec, 1>},
    {InstId::buffer_atomic_add_f32, atomicRow<AtomicOp::FAddFtz, 1>},
    {InstId::buffer_atomic_pk_add_f16, atomicRow<AtomicOp::PkFAdd, 1>},
    {InstId::buffer_atomic_swap_x2, atomicRow<AtomicOp::Swap, 2>},
    {InstId::buffer_atomic_cmpswap_x2, atomicRow<AtomicOp::CmpSwap, 2>},
    {InstId::buffer_atomic_add_x2, atomicRow<AtomicOp::Add, 2>},
    {InstId::buffer_atomic_sub_x2, atomicRow<AtomicOp::Sub, 2>},
    {InstId::buffer_atomic_smin_x2, atomicRow<AtomicOp::SMin, 2>},
    {InstId::buffer_atomic_umin_x2, atomicRow<AtomicOp::UMin, 2>},
    {InstId::buffer_atomic_smax_x2, atomicRow<AtomicOp::SMax, 2>},
    {InstId::buffer_atomic_umax_x2, atomicRow<AtomicOp::UMax, 2>},
    {InstId::buffer_atomic_and_x2, atomicRow<AtomicOp::And, 2>},
    {InstId::buffer_atomic_or_x2, atomicRow<AtomicOp::Or, 2>},
    {InstId::buffer_atomic_xor_x2, atomicRow<AtomicOp::Xor, 2>},
    {InstId::buffer_atomic_inc_x2, atomicRow<AtomicOp::Inc, 2>},
    {InstId::buffer_atomic_dec_x2, atomicRow<AtomicOp::Dec, 2>},
    {InstId::buffer_load_format_x, bufferLoadFormatRow<1, false>},
    {InstId::buffer_load_format_xy, bufferLoadFormatRow<2, false>},
    {InstId::buffer_load_format_xyz, bufferLoadFormatRow<3, false>},
    {InstId::buffer_load_format_xyzw, bufferLoadFormatRow<4, false>},
    {InstId::buffer_store_format_x, bufferStoreFormatRow<1, false>},
    {InstId::buffer_store_format_xy, bufferStoreFormatRow<2, false>},
    {InstId::buffer_store_format_xyz, bufferStoreFormatRow<3, false>},
    {InstId::buffer_store_format_xyzw, bufferStoreFormatRow<4, false>},
    {InstId::buffer_load_format_d16_x, bufferLoadFormatRow<1, true>},
    {InstId::buffer_load_format_d16_xy, bufferLoadFormatRow<2, true>},
    {InstId::buffer_load_format_d16_xyz, bufferLoadFormatRow<3, true>},
    {InstId::buffer_load_format_d16_xyzw, bufferLoadFormatRow<4, true>},
    {InstId::buffer_store_format_d16_x, bufferStoreFormatRow<1, true>},
    {InstId::buffer_store_format_d16_xy, bufferStoreFormatRow<2, true>},
    {InstId::buffer_store_format_d16_xyz, bufferStoreFormatRow<3, true>},
    {InstId::buffer_store_format_d16_xyzw, bufferStoreFormatRow<4, true>},
    {InstId::buffer_load_format_d16_hi_x, bufferLoadFormatRow<1, true, true>},
    {InstId::buffer_store_format_d16_hi_x, bufferStoreFormatRow<1, true, true>},
    {InstId::tbuffer_load_format_x, tbufferLoadRow<1, false>},
    {InstId::tbuffer_load_format_xy, tbufferLoadRow<2, false>},
    {InstId::tbuffer_load_format_xyz, tbufferLoadRow<3, false>},
    {InstId::tbuffer_load_format_xyzw, tbufferLoadRow<4, false>},
    {InstId::tbuffer_store_format_x, tbufferStoreRow<1, false>},
    {InstId::tbuffer_store_format_xy, tbufferStoreRow<2, false>},
    {InstId::tbuffer_store_format_xyz, tbufferStoreRow<3, false>},
    {InstId::tbuffer_store_format_xyzw, tbufferStoreRow<4, false>},
    {InstId::tbuffer_load_format_d16_x, tbufferLoadRow<1, true>},
    {InstId::tbuffer_load_format_d16_xy, tbufferLoadRow<2, true>},
    {InstId::tbuffer_load_format_d16_xyz, tbufferLoadRow<3, true>},
    {InstId::tbuffer_load_format_d16_xyzw, tbufferLoadRow<4, true>},
    {InstId::tbuffer_store_format_d16_x, tbufferStoreRow<1, true>},
    {InstId::tbuffer_store_format_d16_xy, tbufferStoreRow<2, true>},
    {InstId::tbuffer_store_format_d16_xyz, tbufferStoreRow<3, true>},
    {InstId::tbuffer_store_format_d16_xyzw, tbufferStoreRow<4, true>},
};

}  // namespace

std::span<const LiftEntry> bufferLifts() { return kEntries; }

}  // namespace gcnjit::lift

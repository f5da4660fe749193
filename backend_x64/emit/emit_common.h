// Shapes shared by the op emitters: which values have native code
// (vectors of 32-bit or 64-bit lanes, 32/64-bit scalars, masks), loops
// that run a per-chunk body over the chunks of a wavefront, and the
// instructions whose ymm and zmm spellings differ.
#pragma once

#include <array>

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

inline bool isVector32(ir::Type t) { return t.isVector() && ir::elemBits(t.elem) == 32; }
inline bool isVector64(ir::Type t) { return t.isVector() && ir::elemBits(t.elem) == 64; }
// i1, i32, i64 scalars (16-bit scalars and all floats go elsewhere).
inline bool isScalarInt(ir::Type t) {
  return t.isScalar() && (t.elem == ir::Elem::I1 || t.elem == ir::Elem::I32 || t.elem == ir::Elem::I64);
}
inline bool allOperands(const ir::Inst& inst, bool (*pred)(ir::Type)) {
  for (const ir::Inst* op : inst.operands) {
    if (!pred(op->type)) return false;
  }
  return true;
}
// A 32-bit-lane operand: a vector of 32-bit lanes or a 32-bit scalar (broadcast).
inline bool isLane32(ir::Type t) {
  return isVector32(t) || (t.isScalar() && ir::elemBits(t.elem) == 32);
}
inline bool isLane64(ir::Type t) {
  return isVector64(t) || (t.isScalar() && ir::elemBits(t.elem) == 64);
}

// For each chunk: operands into vector registers kOperandVec.. (one per
// operand, e.vec(i)), `body(chunk)` leaves the result in the first, which
// is stored.
template <class Body>
void vector32(Emitter& e, const ir::Inst& inst, Body body) {
  for (unsigned c : e.chunks()) {
    for (unsigned i = 0; i < inst.operands.size(); ++i) e.loadChunk32(e.vec(kOperandVec + i), inst.operands[i], c);
    body(c);
    e.storeChunk32(inst, c, e.vec(kOperandVec));
  }
}

// The same for a body that reads its operands and writes a result register:
// `body(dst, ops)` reads ops[i] and must not write them; dst is none of
// them. Inside a chunk region operands come from the region's cache where
// they are (Emitter::operandChunk32) and the result goes straight to its
// cache register, saving the copies; otherwise operand i is in register
// kOperandVec + i and the result in kResultVec (vector_registers.h).
using ChunkOps = std::array<x86::Vec, 4>;
template <class Body>
void lanes32(Emitter& e, const ir::Inst& inst, Body body) {
  for (unsigned c : e.chunks()) {
    ChunkOps ops;
    for (unsigned i = 0; i < inst.operands.size(); ++i) {
      ops[i] = e.operandChunk32(e.vec(kOperandVec + i), inst.operands[i], c);
    }
    x86::Vec dst = e.resultChunk32(inst, e.vec(kResultVec));
    body(dst, ops);
    e.storeChunk32(inst, c, dst);
  }
}

// The same with 64-bit lanes: operand i in registers kOperandVec + 2i (the
// chunk's first half of lanes) and 2i+1 (the second); `body(half)` runs for
// each half, reading register 2i + half and leaving its result in
// kResultVec + half. (The chunk cache registers, kChunkCacheVec.., are
// never written by emitters: vector_registers.h.)
template <class Body>
void vector64(Emitter& e, const ir::Inst& inst, Body body) {
  for (unsigned c : e.chunks()) {
    for (unsigned i = 0; i < inst.operands.size(); ++i) {
      e.loadChunk64(e.vec(kOperandVec + 2 * i), e.vec(kOperandVec + 2 * i + 1), inst.operands[i], c);
    }
    body(0u);
    body(1u);
    e.storeChunk64(inst, c, e.vec(kResultVec), e.vec(kResultVec + 1));
  }
}

// lanes32 for 64-bit lanes: `body(dst, ops, half)` runs for each half of
// the chunk, reading ops[i][half] (operand i's registers, from the region's
// cache where they are) and writing dst, which is none of them.
using ChunkPairs = std::array<Emitter::ChunkPair, 2>;
template <class Body>
void lanes64(Emitter& e, const ir::Inst& inst, Body body) {
  for (unsigned c : e.chunks()) {
    ChunkPairs ops;
    for (unsigned i = 0; i < inst.operands.size(); ++i) {
      ops[i] = e.operandChunk64({e.vec(kOperandVec + 2 * i), e.vec(kOperandVec + 2 * i + 1)}, inst.operands[i], c);
    }
    Emitter::ChunkPair dst = e.resultChunk64(inst, {e.vec(kResultVec), e.vec(kResultVec + 1)});
    body(dst[0], ops, 0u);
    body(dst[1], ops, 1u);
    e.storeChunk64(inst, c, dst[0], dst[1]);
  }
}

// Instructions of either chunk width whose spellings differ: the AVX2 one
// for a ymm (so 8-lane code stays as it was), the AVX-512 one for a zmm.
// Compares give all-ones lanes either way (zmm: through k7); blends choose
// by the mask's sign bits, as vblendvps does.
namespace vx {
using asmjit::Operand_;
inline void emit(Emitter& e, const x86::Vec& d, asmjit::InstId ymm, asmjit::InstId zmm, const Operand_& a,
                 const Operand_& b) {
  e.a.emit(d.isZmm() ? zmm : ymm, d, a, b);
}
inline void mov(Emitter& e, const x86::Vec& d, const Operand_& s) {
  e.a.emit(d.isZmm() ? x86::Inst::kIdVmovdqu32 : (s.isMem() ? x86::Inst::kIdVmovdqu : x86::Inst::kIdVmovdqa), d, s);
}
inline void store(Emitter& e, const x86::Mem& m, const x86::Vec& s) {
  e.a.emit(s.isZmm() ? x86::Inst::kIdVmovdqu32 : x86::Inst::kIdVmovdqu, m, s);
}
inline void pand(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b) {
  emit(e, d, x86::Inst::kIdVpand, x86::Inst::kIdVpandd, a, b);
}
inline void por(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b) {
  emit(e, d, x86::Inst::kIdVpor, x86::Inst::kIdVpord, a, b);
}
inline void pxor(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b) {
  emit(e, d, x86::Inst::kIdVpxor, x86::Inst::kIdVpxord, a, b);
}
inline void pandn(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b) {
  emit(e, d, x86::Inst::kIdVpandn, x86::Inst::kIdVpandnd, a, b);
}
inline void cmpeqd(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVpcmpeqd, d, a, b));
  e.a.emit(x86::Inst::kIdVpcmpeqd, x86::k7, a, b);
  e.a.vpmovm2d(d, x86::k7);
}
inline void cmpgtd(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVpcmpgtd, d, a, b));
  e.a.emit(x86::Inst::kIdVpcmpgtd, x86::k7, a, b);
  e.a.vpmovm2d(d, x86::k7);
}
inline void cmpps(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b, unsigned predicate) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVcmpps, d, a, b, predicate));
  e.a.emit(x86::Inst::kIdVcmpps, x86::k7, a, b, predicate);
  e.a.vpmovm2d(d, x86::k7);
}
inline void cmppd(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b, unsigned predicate) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVcmppd, d, a, b, predicate));
  e.a.emit(x86::Inst::kIdVcmppd, x86::k7, a, b, predicate);
  e.a.vpmovm2q(d, x86::k7);
}
// d = mask's 64-bit lane negative ? b : a.
inline void blendvpd(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b, const x86::Vec& mask) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVblendvpd, d, a, b, mask));
  e.a.vpmovq2m(x86::k7, mask);
  e.a.k(x86::k7).emit(x86::Inst::kIdVblendmpd, d, a, b);
}
inline void roundpd(Emitter& e, const x86::Vec& d, const x86::Vec& a, unsigned imm) {
  e.a.emit(d.isZmm() ? x86::Inst::kIdVrndscalepd : x86::Inst::kIdVroundpd, d, a, imm);
}
// d = mask's lane negative ? b : a.
inline void blendv(Emitter& e, const x86::Vec& d, const x86::Vec& a, const Operand_& b, const x86::Vec& mask) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVblendvps, d, a, b, mask));
  e.a.vpmovd2m(x86::k7, mask);
  e.a.k(x86::k7).emit(x86::Inst::kIdVpblendmd, d, a, b);
}
// Rounding to integral values (imm: vroundps's; vrndscaleps reads the same
// low four bits and scale 0 from the rest).
inline void roundps(Emitter& e, const x86::Vec& d, const x86::Vec& a, unsigned imm) {
  e.a.emit(d.isZmm() ? x86::Inst::kIdVrndscaleps : x86::Inst::kIdVroundps, d, a, imm);
}
// The upper half of a register, into `d` of half the width.
inline void extractHigh(Emitter& e, const x86::Vec& d, const x86::Vec& a) {
  if (a.isZmm()) {
    e.a.vextracti64x4(d.ymm(), a, 1);
  } else {
    e.a.vextracti128(d.xmm(), a, 1);
  }
}
// The register of half `v`'s width (its low half).
inline x86::Vec half(const x86::Vec& v) { return v.isZmm() ? x86::Vec(v.ymm()) : x86::Vec(v.xmm()); }
// Sets ZF when every bit of `v` is 0 (clobbers k1 with zmm).
inline void testAllZero(Emitter& e, const x86::Vec& v) {
  if (v.isZmm()) {
    e.a.vptestmd(x86::k1, v, v);
    e.a.kortestw(x86::k1, x86::k1);
  } else {
    e.a.vptest(v, v);
  }
}
}  // namespace vx

// Lane rcx of a value slot of `size`-byte lanes (4 or 8).
inline x86::Mem laneOf(const x86::Mem& lanes, unsigned size) {
  return x86::ptr(lanes.baseReg().as<x86::Gp>(), x86::rcx, size == 8 ? 3 : 2, std::int32_t(lanes.offset()), size);
}

// Emits `body` once per active lane of `mask` (all 64 lanes), in ascending
// order, with the lane in rcx (rdx holds the lanes still to come; clobbers
// it). Nothing runs when no lane is active.
template <class Body>
void forEachActiveLaneOfWave(Emitter& e, const ir::Inst* mask, Body body) {
  auto& a = e.a;
  Label lane = a.newLabel(), done = a.newLabel();
  e.loadScalar(x86::rdx, mask);
  a.test(x86::rdx, x86::rdx);
  a.jz(done);
  a.bind(lane);
  a.tzcnt(x86::rcx, x86::rdx);
  body();
  a.blsr(x86::rdx, x86::rdx);
  a.jnz(lane);
  a.bind(done);
}

// Scalar operands in rax, rcx, rdx (zero-extended); `body()` leaves the
// result in rax, which is stored.
template <class Body>
void scalar(Emitter& e, const ir::Inst& inst, Body body) {
  static const x86::Gp regs[] = {x86::rax, x86::rcx, x86::rdx, x86::rsi};
  for (unsigned i = 0; i < inst.operands.size(); ++i) e.loadScalar(regs[i], inst.operands[i]);
  body();
  e.storeScalar(inst, x86::rax);
}

}  // namespace gcnjit::backend_x64

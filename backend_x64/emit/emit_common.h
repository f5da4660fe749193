// Shapes shared by the op emitters: which values have native code
// (vectors of 32-bit or 64-bit lanes, 32/64-bit scalars, masks) and loops
// that run a per-chunk body over the 8 chunks of a wavefront.
#pragma once

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

// For each chunk: operands into ymm0.. (one per operand), `body(chunk)`
// leaves the result in ymm0, which is stored.
template <class Body>
void vector32(Emitter& e, const ir::Inst& inst, Body body) {
  for (unsigned c : e.chunks()) {
    for (unsigned i = 0; i < inst.operands.size(); ++i) e.loadChunk32(x86::Ymm(i), inst.operands[i], c);
    body(c);
    e.storeChunk32(inst, c, x86::ymm0);
  }
}

// The same with 64-bit lanes: operand i in ymm(2i) (lanes 0-3) and
// ymm(2i+1) (lanes 4-7); `body(half)` runs for each half, reading
// ymm(2i + half) and leaving its result in ymm(6 + half).
// (ymm8-ymm13 hold Emitter's chunk cache: emitters never touch them.)
template <class Body>
void vector64(Emitter& e, const ir::Inst& inst, Body body) {
  for (unsigned c : e.chunks()) {
    for (unsigned i = 0; i < inst.operands.size(); ++i) e.loadChunk64(x86::Ymm(2 * i), x86::Ymm(2 * i + 1), inst.operands[i], c);
    body(0u);
    body(1u);
    e.storeChunk64(inst, c, x86::ymm6, x86::ymm7);
  }
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

// Ops whose emitter is, for now, the interpreter helper: conversions (but
// i32 -> f32), atomics, matrix and scalar bit tricks. docs/ARCHITECTURE.md lists every op
// that runs this way; moving one to native code means replacing its line
// with an emitter in the file of its class.
#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Conversions (ir/ops/convert.inc).
GCNJIT_EMIT_VIA_HELPER(FPExt)
GCNJIT_EMIT_VIA_HELPER(FPTrunc)
GCNJIT_EMIT_VIA_HELPER(UIToFP)
GCNJIT_EMIT_VIA_HELPER(FPToSI)
GCNJIT_EMIT_VIA_HELPER(FPToUI)

// i32 -> f32 lanes convert natively (MXCSR holds MODE's f32 rounding) when
// the kernel never writes MODE.
void emit_SIToFP(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  for (unsigned c : e.chunks()) {
    e.loadChunk32(x86::ymm0, inst.operands[0], c);
    e.a.vcvtdq2ps(x86::ymm0, x86::ymm0);
    e.storeChunk32(inst, c, x86::ymm0);
  }
}

bool chunkwiseConvert(const Emitter& e, const ir::Inst& inst) {
  return inst.op == ir::Op::SIToFP && e.staticMode() && inst.type == ir::Type::vector(ir::Elem::F32) &&
         inst.operands[0]->type == ir::Type::vector(ir::Elem::I32);
}

// Atomics (ir/ops/memory.inc; loads and stores are in emit_memory.cpp).
GCNJIT_EMIT_VIA_HELPER(Atomic)

// Dot products and MFMA (ir/ops/matrix.inc).
GCNJIT_EMIT_VIA_HELPER(SDot)
GCNJIT_EMIT_VIA_HELPER(UDot)
GCNJIT_EMIT_VIA_HELPER(FDot2F16)
GCNJIT_EMIT_VIA_HELPER(Mfma)

// Scalar bit tricks and the clock (ir/ops/scalar.inc).
GCNJIT_EMIT_VIA_HELPER(WholeQuad)
GCNJIT_EMIT_VIA_HELPER(QuadMask)
GCNJIT_EMIT_VIA_HELPER(BitReplicate)
GCNJIT_EMIT_VIA_HELPER(ReadClock)

}  // namespace gcnjit::backend_x64

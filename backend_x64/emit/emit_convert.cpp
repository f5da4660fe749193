// Conversions (ir/ops/convert.inc; ZExt, SExt and Trunc are in
// emit_int.cpp). i32 -> f32 lanes convert natively when the kernel never
// writes MODE (MXCSR then holds MODE's f32 rounding); the others run the
// interpreter's lane functions through the helper.
#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

bool chunkwiseConvert(const Emitter& e, const ir::Inst& inst) {
  return inst.op == ir::Op::SIToFP && e.staticMode() && inst.type == ir::Type::vector(ir::Elem::F32) &&
         inst.operands[0]->type == ir::Type::vector(ir::Elem::I32);
}

void emit_SIToFP(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  for (unsigned c : e.chunks()) {
    e.loadChunk32(x86::ymm0, inst.operands[0], c);
    e.a.vcvtdq2ps(x86::ymm0, x86::ymm0);
    e.storeChunk32(inst, c, x86::ymm0);
  }
}

GCNJIT_EMIT_VIA_HELPER(FPExt)
GCNJIT_EMIT_VIA_HELPER(FPTrunc)
GCNJIT_EMIT_VIA_HELPER(UIToFP)
GCNJIT_EMIT_VIA_HELPER(FPToSI)
GCNJIT_EMIT_VIA_HELPER(FPToUI)

}  // namespace gcnjit::backend_x64

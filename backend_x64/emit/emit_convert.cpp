// Conversions (ir/ops/convert.inc; ZExt, SExt and Trunc are in
// emit_int.cpp). i32 -> f32 lanes convert natively when the kernel never
// writes MODE (MXCSR then holds MODE's f32 rounding), f32 -> i32 always;
// the others run the interpreter's lane functions through the helper.
#include "backend_x64/emit/emit_common.h"

namespace gcnjit::backend_x64 {

bool chunkwiseConvert(const Emitter& e, const ir::Inst& inst) {
  const ir::Type f32 = ir::Type::vector(ir::Elem::F32), i32 = ir::Type::vector(ir::Elem::I32);
  switch (inst.op) {
    case ir::Op::SIToFP: return e.staticMode() && inst.type == f32 && inst.operands[0]->type == i32;
    // Truncation needs no rounding mode; a denormal truncates to 0 flushed or not.
    case ir::Op::FPToSI: return inst.type == i32 && inst.operands[0]->type == f32;
    default: return false;
  }
}

// f32 -> i32 truncates and saturates (lane_FPToSI): NaN gives 0, values at
// or above 2^31 INT_MAX; vcvttps2dq gives INT_MIN for both, right only for
// the low end.
void emit_FPToSI(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  if (e.zmmChunks()) {
    for (unsigned c : e.chunks()) {
      x86::Vec a = e.operandChunk32(x86::zmm0, inst.operands[0], c);
      x86::Vec d = e.resultChunk32(inst, x86::zmm1);
      e.a.vcvttps2dq(d, a);
      e.a.vcmpps(x86::k1, a, e.chunkConstant32(0x4f000000), 0x1d);  // >= 2^31 (GE_OQ)
      e.a.k(x86::k1).vmovdqu32(d, e.chunkConstant32(0x7fffffff));
      e.a.vcmpps(x86::k2, a, a, 3);  // NaN
      e.a.k(x86::k2).vpxord(d, d, d);
      e.storeChunk32(inst, c, d);
    }
    return;
  }
  for (unsigned c : e.chunks()) {
    e.loadChunk32(x86::ymm0, inst.operands[0], c);
    e.a.vcvttps2dq(x86::ymm1, x86::ymm0);
    e.a.vcmpps(x86::ymm2, x86::ymm0, e.broadcastConstant32(0x4f000000), 0x1d);  // >= 2^31 (GE_OQ)
    e.a.vblendvps(x86::ymm1, x86::ymm1, e.broadcastConstant32(0x7fffffff), x86::ymm2);
    e.a.vcmpps(x86::ymm2, x86::ymm0, x86::ymm0, 3);  // NaN
    e.a.vpandn(x86::ymm1, x86::ymm2, x86::ymm1);
    e.storeChunk32(inst, c, x86::ymm1);
  }
}

void emit_SIToFP(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](auto d, auto& o) { e.a.vcvtdq2ps(d, o[0]); });
}

GCNJIT_EMIT_VIA_HELPER(FPExt)
GCNJIT_EMIT_VIA_HELPER(FPTrunc)
GCNJIT_EMIT_VIA_HELPER(UIToFP)
GCNJIT_EMIT_VIA_HELPER(FPToUI)

}  // namespace gcnjit::backend_x64

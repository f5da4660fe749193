// Conversions (ir/ops/convert.inc; ZExt, SExt and Trunc are in
// emit_int.cpp). Signed and unsigned i32 -> f32 lanes convert natively when
// the kernel never writes MODE (MXCSR then holds MODE's f32 rounding),
// f32 -> signed and unsigned i32 always; conversions to and from f64 and f16
// are in emit_convert_wide.cpp; other shapes run the interpreter's lane
// functions through the helper.
#include "backend_x64/emit/convert_wide.h"
#include "backend_x64/emit/emit_common.h"

namespace gcnjit::backend_x64 {

bool chunkwiseConvert(const Emitter& e, const ir::Inst& inst) {
  const ir::Type f32 = ir::Type::vector(ir::Elem::F32), i32 = ir::Type::vector(ir::Elem::I32);
  switch (inst.op) {
    case ir::Op::SIToFP:
    case ir::Op::UIToFP:
      return (e.staticMode() && inst.type == f32 && inst.operands[0]->type == i32) || wideConversion(e, inst);
    // Truncation needs no rounding mode; a denormal truncates to 0 flushed or not.
    case ir::Op::FPToSI:
    case ir::Op::FPToUI:
      return (inst.type == i32 && inst.operands[0]->type == f32) || wideConversion(e, inst);
    default: return wideConversion(e, inst);
  }
}

// f32 -> i32 truncates and saturates (lane_FPToSI): NaN gives 0, values at
// or above 2^31 INT_MAX; vcvttps2dq gives INT_MIN for both, right only for
// the low end.
void emit_FPToSI(Emitter& e, const ir::Inst& inst) {
  if (wideConversion(e, inst)) return emitWideConversion(e, inst);
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
  if (wideConversion(e, inst)) return emitWideConversion(e, inst);
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](auto d, auto& o) { e.a.vcvtdq2ps(d, o[0]); });
}

// u32 -> f32 rounded once per MXCSR: AVX-512 has the instruction; on AVX2
// the high and low 16 bits convert exactly and one fma adds them.
void emit_UIToFP(Emitter& e, const ir::Inst& inst) {
  if (wideConversion(e, inst)) return emitWideConversion(e, inst);
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  if (e.zmmChunks()) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vcvtudq2ps(d, o[0]); });
  lanes32(e, inst, [&](auto d, auto& o) {
    e.a.vpsrld(x86::ymm3, o[0], 16);
    e.a.vcvtdq2ps(x86::ymm3, x86::ymm3);
    e.a.vpand(d, o[0], e.broadcastConstant32(0xffff));
    e.a.vcvtdq2ps(d, d);
    e.a.vfmadd231ps(d, x86::ymm3, e.broadcastConstant32(0x47800000));  // 65536.0f
  });
}

// f32 -> u32 truncates and saturates (lane_FPToUI): NaN and anything below
// zero give 0, values at or above 2^32 UINT_MAX. vcvttps2udq gives UINT_MAX
// for NaN and values at or below -1; on AVX2, values at or above 2^31
// convert as a - 2^31 (exact there) with the top bit set.
void emit_FPToUI(Emitter& e, const ir::Inst& inst) {
  if (wideConversion(e, inst)) return emitWideConversion(e, inst);
  if (!chunkwiseConvert(e, inst)) return e.callInterpreterHelper(inst);
  constexpr unsigned kNotGreaterOrEqual = 0x19, kGreaterOrEqual = 0x1d;  // NGE_UQ, GE_OQ
  if (e.zmmChunks()) {
    return lanes32(e, inst, [&](auto d, auto& o) {
      e.a.vcvttps2udq(d, o[0]);
      e.a.vcmpps(x86::k1, o[0], e.chunkConstant32(0), kNotGreaterOrEqual);
      e.a.k(x86::k1).vpxord(d, d, d);
    });
  }
  lanes32(e, inst, [&](auto d, auto& o) {
    x86::Ymm low = x86::ymm3, high = x86::ymm4, m = x86::ymm5;
    e.a.vcvttps2dq(low, o[0]);
    e.a.vsubps(high, o[0], e.broadcastConstant32(0x4f000000));  // 2^31
    e.a.vcvttps2dq(high, high);
    e.a.vpxor(high, high, e.broadcastConstant32(0x80000000));
    e.a.vcmpps(m, o[0], e.broadcastConstant32(0x4f000000), kGreaterOrEqual);
    e.a.vblendvps(d, low, high, m);
    e.a.vcmpps(m, o[0], e.broadcastConstant32(0x4f800000), kGreaterOrEqual);  // 2^32
    e.a.vpor(d, d, m);
    e.a.vcmpps(m, o[0], e.broadcastConstant32(0), kNotGreaterOrEqual);
    e.a.vpandn(d, m, d);
  });
}

void emit_FPExt(Emitter& e, const ir::Inst& inst) {
  if (wideConversion(e, inst)) return emitWideConversion(e, inst);
  e.callInterpreterHelper(inst);
}
void emit_FPTrunc(Emitter& e, const ir::Inst& inst) {
  if (wideConversion(e, inst)) return emitWideConversion(e, inst);
  e.callInterpreterHelper(inst);
}

}  // namespace gcnjit::backend_x64

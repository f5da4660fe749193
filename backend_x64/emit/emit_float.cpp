// Float ops. f32 vector ops are native when the kernel never writes MODE:
// MXCSR then holds the guest's f32 rounding mode and, for flushed inputs,
// DAZ (program.cpp); flushed outputs are flushed here after rounding, as the
// interpreter does (ir/eval/float_env.h). f64 arithmetic, compares and
// rounding to integers are native where MODE's f64 fields agree with MXCSR;
// f16 ops go through exact f32 (emit_half.cpp); f64 min/max and class and
// frexp are integer code (emit_float_bits.cpp). Everything else runs the
// interpreter's lane functions through a helper.
#include "ir/mode.h"
#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/float_lanes.h"
#include "backend_x64/emit/float_bits.h"
#include "backend_x64/emit/half_lanes.h"
#include "backend_x64/emit/rsq64.h"
#include "backend_x64/emit/exp_log_steps.h"
#include "ir/eval/float_imm.h"

namespace gcnjit::backend_x64 {
namespace {

bool f32Lanes(ir::Type t) { return t.elem == ir::Elem::F32 && (t.isVector() || t.isScalar()); }

// FP_DENORM's f32 field (Vega ISA "MODE"): 0 flush in and out, 3 keep both.
// The native path handles those two.
bool nativeF32(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || !(inst.type.isVector() && inst.type.elem == ir::Elem::F32)) return false;
  if (!allOperands(inst, f32Lanes)) return false;
  unsigned denorm = ir::mode::f32Denorm(e.options.initialMode);
  return denorm == ir::mode::kFlushDenormals || denorm == ir::mode::kKeepDenormals;
}

// A compare of f32 lanes into a mask: the same MODE conditions as the
// arithmetic (DAZ flushes the inputs the way flushedInput does).
// The same for f64 lanes, when MODE keeps f64 denormals (no DAZ applies).
bool nativeF64Compare(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || !inst.type.isMask()) return false;
  for (const ir::Inst* op : inst.operands) {
    if (op->type.elem != ir::Elem::F64) return false;
  }
  std::uint32_t mode = e.options.initialMode;
  return ir::mode::f32Denorm(mode) == ir::mode::kKeepDenormals && ir::mode::f64Denorm(mode) == ir::mode::kKeepDenormals;
}

bool nativeF32Compare(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || !inst.type.isMask() || !allOperands(inst, f32Lanes)) return false;
  if (!inst.operands[0]->type.isVector() && !inst.operands[1]->type.isVector()) return false;
  unsigned denorm = ir::mode::f32Denorm(e.options.initialMode);
  return denorm == ir::mode::kFlushDenormals || denorm == ir::mode::kKeepDenormals;
}


// V_CMP_CLASS on f32 lanes against a 32-bit class mask: integer code on the
// bits, no MODE involved.
bool f32Class(const ir::Inst& inst) {
  return inst.type.isMask() && inst.operands[0]->type == ir::Type::vector(ir::Elem::F32) &&
         isLane32(inst.operands[1]->type);
}

bool flushesOutputs(const Emitter& e) { return !ir::mode::keepsOutputs(ir::mode::f32Denorm(e.options.initialMode)); }

// f64 vectors: native when MXCSR holds MODE's f64 rounding too (both
// fields equal) and nothing is flushed (FP_DENORM 3 for f32 and f64).
bool nativeF64(const Emitter& e, const ir::Inst& inst) {
  std::uint32_t mode = e.options.initialMode;
  if (!e.staticMode() || !(inst.type.isVector() && inst.type.elem == ir::Elem::F64)) return false;
  for (const ir::Inst* op : inst.operands) {
    if (op->type.elem != ir::Elem::F64) return false;
  }
  return ir::mode::f32Round(mode) == ir::mode::f64Round(mode) && ir::mode::f32Denorm(mode) == ir::mode::kKeepDenormals &&
         ir::mode::f64Denorm(mode) == ir::mode::kKeepDenormals;
}

// Rounding f64 lanes to integral values: no rounding mode, and integral
// results are never denormal; inputs are flushed by DAZ, so MODE's f64
// input flush must match it (floor(-denormal) is -1, floor(-0) is -0).
bool nativeF64Rounding(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || inst.type != ir::Type::vector(ir::Elem::F64)) return false;
  return inst.operands[0]->type == inst.type && dazOn(e) == flushesF64Inputs(e);
}

// 1 / a and sqrt(a) of f64 lanes: one correctly rounded vdivpd / vsqrtpd,
// as the lane functions' double operations, when MXCSR rounds as MODE's f64
// field; f64 inputs are flushed here where MODE (or the op) says, which
// leaves out only DAZ flushing inputs MODE keeps.
bool nativeF64Unary(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || inst.type != ir::Type::vector(ir::Elem::F64) || inst.operands[0]->type != inst.type) {
    return false;
  }
  bool forced = (inst.imm & ir::fpimm::kFlushDenorms) != 0;
  return roundingFieldsEqual(e) && !(dazOn(e) && !flushesF64Inputs(e) && !forced);
}
template <class Body>
void f64Op(Emitter& e, const ir::Inst& inst, Body body) {
  vector64(e, inst, [&](unsigned h) { body(e.vec(kResultVec + h), e.vec(h), e.vec(2 + h), e.vec(4 + h)); });
}

// `body(dst, ops)` as lanes32's; then the output flush.
template <class Body>
void f32Op(Emitter& e, const ir::Inst& inst, Body body) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesOutputs(e);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    body(d, o);
    if (flush) flushDenormals(e, d);
  });
}

}  // namespace

bool chunkwiseFloat(const Emitter& e, const ir::Inst& inst) {
  using ir::Op;
  if (nativeHalf(e, inst) || nativeFloatBits(e, inst)) return true;
  switch (inst.op) {
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FFma: return nativeF32(e, inst) || nativeF64(e, inst);
    case Op::FNeg:
      return (isVector32(inst.type) && isVector32(inst.operands[0]->type)) ||
             (isVector64(inst.type) && isVector64(inst.operands[0]->type));
    case Op::FAbs:
      return (isVector32(inst.type) && isVector32(inst.operands[0]->type)) ||
             (isVector64(inst.type) && isVector64(inst.operands[0]->type));
    case Op::FCmp: return nativeF32Compare(e, inst) || nativeF64Compare(e, inst);
    case Op::FClass: return f32Class(inst);
    case Op::FRcp: case Op::FSqrt: return nativeF32(e, inst) || nativeF64Unary(e, inst);
    case Op::FMin: case Op::FMax: case Op::FMed3: case Op::FRsq:
    case Op::FExp2: case Op::FLog2: case Op::FFract:
      return nativeF32(e, inst);
    case Op::FFloor: case Op::FCeil: case Op::FTrunc: case Op::FRndne:
      return nativeF32(e, inst) || nativeF64Rounding(e, inst);
    case Op::FMad:
      return e.staticMode() && inst.type == ir::Type::vector(ir::Elem::F32) && allOperands(inst, f32Lanes);
    default: return chunkwiseFloatDiv(e, inst);
  }
}

void emit_FAdd(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (nativeF64(e, inst)) return f64Op(e, inst, [&](auto d, auto a, auto b, auto) { e.a.vaddpd(d, a, b); });
  f32Op(e, inst, [&](auto d, auto& o) { e.a.vaddps(d, o[0], o[1]); });
}
void emit_FSub(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (nativeF64(e, inst)) return f64Op(e, inst, [&](auto d, auto a, auto b, auto) { e.a.vsubpd(d, a, b); });
  f32Op(e, inst, [&](auto d, auto& o) { e.a.vsubps(d, o[0], o[1]); });
}
void emit_FMul(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (nativeF64(e, inst)) return f64Op(e, inst, [&](auto d, auto a, auto b, auto) { e.a.vmulpd(d, a, b); });
  f32Op(e, inst, [&](auto d, auto& o) { e.a.vmulps(d, o[0], o[1]); });
}
// a * b + c in one rounding. x86 FMA returns the first NaN in the order the
// formula names the registers; the 231 form (c' = a * b + c) names a, b,
// c, the order of the lane function's fmaf. The result register is none of
// the operands' (lanes32), so c is copied there first.
void emit_FFma(Emitter& e, const ir::Inst& inst) {
  if (nativeHalfFma(e, inst)) return emitHalf(e, inst);
  if (nativeF64(e, inst)) {
    return f64Op(e, inst, [&](auto d, auto a, auto b, auto c) {
      e.a.vmovapd(d, c);
      e.a.vfmadd231pd(d, a, b);
    });
  }
  f32Op(e, inst, [&](auto d, auto& o) {
    e.a.vmovaps(d, o[2]);
    e.a.vfmadd231ps(d, o[0], o[1]);
  });
}

void emit_FCmp(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  using x86::ymm0;
  using x86::ymm1;
  using x86::ymm2;
  unsigned predicate = kCmpPredicates[inst.imm & 15];
  if (nativeF64Compare(e, inst) && e.zmmChunks()) {
    for (unsigned c : e.chunks()) {
      e.loadChunk64(x86::zmm0, x86::zmm1, inst.operands[0], c);
      e.loadChunk64(x86::zmm2, x86::zmm3, inst.operands[1], c);
      e.a.vcmppd(x86::k1, x86::zmm0, x86::zmm2, predicate);
      e.a.vcmppd(x86::k2, x86::zmm1, x86::zmm3, predicate);
      e.a.kunpckbw(x86::k1, x86::k2, x86::k1);
      e.storeMaskK(inst, c, x86::k1);
    }
    return;
  }
  if (nativeF32Compare(e, inst) && e.zmmChunks()) {
    for (unsigned c : e.chunks()) {
      x86::Vec a = e.operandChunk32(x86::zmm0, inst.operands[0], c);
      x86::Vec b = e.operandChunk32(x86::zmm1, inst.operands[1], c);
      e.a.vcmpps(x86::k1, a, b, predicate);
      e.storeMaskK(inst, c, x86::k1);
    }
    return;
  }
  if (nativeF64Compare(e, inst)) {
    for (unsigned c : e.chunks()) {
      e.loadChunk64(ymm0, ymm1, inst.operands[0], c);
      e.loadChunk64(ymm2, x86::ymm3, inst.operands[1], c);
      e.a.vcmppd(ymm0, ymm0, ymm2, kCmpPredicates[inst.imm & 15]);
      e.a.vcmppd(ymm1, ymm1, x86::ymm3, kCmpPredicates[inst.imm & 15]);
      e.a.vmovmskpd(x86::eax, ymm0);
      e.a.vmovmskpd(x86::ecx, ymm1);
      e.a.shl(x86::ecx, 4);
      e.a.or_(x86::eax, x86::ecx);
      e.a.mov(e.maskByteAt(&inst, c), x86::al);
    }
    return;
  }
  if (!nativeF32Compare(e, inst)) return e.callInterpreterHelper(inst);
  for (unsigned c : e.chunks()) {
    e.loadChunk32(ymm0, inst.operands[0], c);
    e.loadChunk32(ymm1, inst.operands[1], c);
    e.a.vcmpps(ymm2, ymm0, ymm1, kCmpPredicates[inst.imm & 15]);
    e.storeMaskChunk32(inst, c, ymm2);
  }
}

static void minMax(Emitter& e, const ir::Inst& inst, bool isMax) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesOutputs(e);
  vector32(e, inst, [&](unsigned) {
    minMaxLanes(e, isMax, e.vec(2), e.vec(0), e.vec(1), e.vec(3), e.vec(4));
    e.a.vmovaps(e.vec(0), e.vec(2));
    if (flush) flushDenormals(e, e.vec(0));
  });
}

// V_MED3_F32 as lane_FMed3: with a NaN operand min(min(a, b), c); else the
// max of the two operands other than the largest (the first equal to the
// max3 is the one left out). Inputs a, b, c in registers 0-2; 3-7, 14-15
// are free (8-13 are the chunk cache).
void emit_FMed3(Emitter& e, const ir::Inst& inst) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesOutputs(e);
  vector32(e, inst, [&](unsigned) {
    auto& a = e.a;
    x86::Vec A = e.vec(0), B = e.vec(1), C = e.vec(2), t = e.vec(kSpareVec), u = e.vec(kSpareVec + 1);
    x86::Vec abMax = e.vec(3), max3 = e.vec(4), other = e.vec(5), result = e.vec(6), min3 = e.vec(7);
    minMaxLanes(e, true, abMax, A, B, t, u);
    minMaxLanes(e, true, max3, abMax, C, t, u);
    // Not NaN here: max3 equals a (or b) as numbers, -0 == +0.
    minMaxLanes(e, true, result, A, C, t, u);           // b is the largest
    vx::cmpps(e, t, max3, B, 0);
    vx::blendv(e, result, abMax, result, t);            // else a and b
    minMaxLanes(e, true, other, B, C, t, u);            // a is the largest
    vx::cmpps(e, t, max3, A, 0);
    vx::blendv(e, result, result, other, t);
    // Any NaN: the min3.
    minMaxLanes(e, false, other, A, B, t, u);
    minMaxLanes(e, false, min3, other, C, t, u);
    vx::cmpps(e, t, A, B, 3);
    vx::cmpps(e, u, C, C, 3);
    a.vorps(t, t, u);
    vx::blendv(e, A, result, min3, t);
    if (flush) flushDenormals(e, e.vec(0));
  });
}

// Correctly rounded in f32 as the lane functions are (they round the double
// result once more, which is innocuous for division and square root). The
// rows whose imm asks for flushed denormals whatever MODE says
// (ir/eval/float_imm.h) flush input and output here when MODE keeps them.
template <class Body>
void unaryF32(Emitter& e, const ir::Inst& inst, Body body) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool forceFlush = (inst.imm & ir::fpimm::kFlushDenorms) != 0;
  bool flush = flushesOutputs(e) || forceFlush;
  vector32(e, inst, [&](unsigned) {
    if (forceFlush) flushDenormals(e, e.vec(0));  // DAZ does it when MODE flushes
    body();
    if (flush) flushDenormals(e, e.vec(0));
  });
}

template <class Body>
void unaryF64(Emitter& e, const ir::Inst& inst, Body body) {
  bool forced = (inst.imm & ir::fpimm::kFlushDenorms) != 0;
  bool flushIn = flushesF64Inputs(e) || forced, flushOut = flushesF64Outputs(e) || forced;
  vector64(e, inst, [&](unsigned h) {
    if (flushIn) flushDenormals64(e, e.vec(h), e.vec(4));
    body(e.vec(kResultVec + h), e.vec(h));
    if (flushOut) flushDenormals64(e, e.vec(kResultVec + h), e.vec(4));
  });
}

void emit_FRcp(Emitter& e, const ir::Inst& inst) {
  if (nativeF64Unary(e, inst)) {
    return unaryF64(e, inst, [&](const x86::Vec& d, const x86::Vec& x) {
      e.a.vmovapd(d, constant64(e, 0x3ff0000000000000ull));  // 1.0
      e.a.vdivpd(d, d, x);
    });
  }
  unaryF32(e, inst, [&] {
    e.a.vmovaps(e.vec(1), e.chunkConstant32(0x3f800000));  // 1.0
    e.a.vdivps(e.vec(0), e.vec(1), e.vec(0));
  });
}
void emit_FSqrt(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (nativeF64Unary(e, inst)) {
    return unaryF64(e, inst, [&](const x86::Vec& d, const x86::Vec& x) { e.a.vsqrtpd(d, x); });
  }
  unaryF32(e, inst, [&] { e.a.vsqrtps(e.vec(0), e.vec(0)); });
}
// Register 0's f32 lanes as doubles: its first half of lanes into
// register 1, the second into register 2; and back.
void widenToDoubles(Emitter& e) {
  if (e.zmmChunks()) {
    e.a.vextractf64x4(x86::ymm2, x86::zmm0, 1);
  } else {
    e.a.vextractf128(x86::xmm2, x86::ymm0, 1);
  }
  e.a.vcvtps2pd(e.vec(1), vx::half(e.vec(0)));
  e.a.vcvtps2pd(e.vec(2), vx::half(e.vec(2)));
}
void narrowFromDoubles(Emitter& e) {
  e.a.vcvtpd2ps(vx::half(e.vec(0)), e.vec(1));
  e.a.vcvtpd2ps(vx::half(e.vec(2)), e.vec(2));
  if (e.zmmChunks()) {
    e.a.vinsertf64x4(x86::zmm0, x86::zmm0, x86::ymm2, 1);
  } else {
    e.a.vinsertf128(x86::ymm0, x86::ymm0, x86::xmm2, 1);
  }
}

// The lane functions' double steps (ir/eval/exp_log.h), on each half.
template <class Steps>
void viaDoubles(Emitter& e, const ir::Inst& inst, Steps steps) {
  unaryF32(e, inst, [&] {
    widenToDoubles(e);
    steps(e.vec(1));
    steps(e.vec(2));
    narrowFromDoubles(e);
  });
}
void emit_FExp2(Emitter& e, const ir::Inst& inst) {
  viaDoubles(e, inst, [&](const x86::Vec& x) { emitExp2Steps(e, x); });
}
void emit_FLog2(Emitter& e, const ir::Inst& inst) {
  viaDoubles(e, inst, [&](const x86::Vec& x) { emitLog2Steps(e, x); });
}

// The lane function's steps (lane_FRsq): widen to double, square root,
// 1 / root, narrow; each rounds in MXCSR's (MODE's) rounding. f64 lanes:
// rsq64.cpp.
void emit_FRsq(Emitter& e, const ir::Inst& inst) {
  if (nativeRsqF64(e, inst)) return emitRsqF64(e, inst);
  unaryF32(e, inst, [&] {
    const std::uint32_t one[8] = {0, 0x3ff00000, 0, 0x3ff00000, 0, 0x3ff00000, 0, 0x3ff00000};  // 1.0 x 4
    x86::Vec v1 = e.vec(1), v2 = e.vec(2), v3 = e.vec(3);
    widenToDoubles(e);
    e.a.vsqrtpd(v1, v1);
    e.a.vsqrtpd(v2, v2);
    e.a.vmovapd(v3, e.chunkConstant(one));
    e.a.vdivpd(v1, v3, v1);
    e.a.vdivpd(v2, v3, v2);
    narrowFromDoubles(e);
  });
}

// Rounding to integral values is exact (vroundps / vrndscaleps with the
// precision exception suppressed); fract is a + -floor(a) in f32, as the
// lane function computes it.
constexpr unsigned kRoundFloor = 0x9, kRoundCeil = 0xa, kRoundTrunc = 0xb, kRoundEven = 0x8;
template <unsigned kMode>
void roundF32(Emitter& e, const ir::Inst& inst) {
  if (nativeF64Rounding(e, inst)) {
    return vector64(e, inst, [&](unsigned h) { vx::roundpd(e, e.vec(kResultVec + h), e.vec(h), kMode); });
  }
  f32Op(e, inst, [&](auto d, auto& o) { vx::roundps(e, d, o[0], kMode); });
}
void emit_FFloor(Emitter& e, const ir::Inst& inst) { roundF32<kRoundFloor>(e, inst); }
void emit_FCeil(Emitter& e, const ir::Inst& inst) { roundF32<kRoundCeil>(e, inst); }
void emit_FTrunc(Emitter& e, const ir::Inst& inst) { roundF32<kRoundTrunc>(e, inst); }
void emit_FRndne(Emitter& e, const ir::Inst& inst) { roundF32<kRoundEven>(e, inst); }
void emit_FFract(Emitter& e, const ir::Inst& inst) {
  f32Op(e, inst, [&](auto d, auto& o) {
    x86::Vec floor = e.vec(1);  // free: one operand
    vx::roundps(e, floor, o[0], kRoundFloor);
    e.a.vxorps(floor, floor, e.chunkConstant32(0x80000000u));
    e.a.vaddps(d, o[0], floor);
  });
}

// V_MAD_F32 (lane_FMad): denormals flushed whatever MODE says, the product
// rounded and flushed, then the sum rounded and flushed, each in MXCSR's
// (MODE's f32) rounding with x86's first-NaN rule, as lane_FMul and
// lane_FAdd do; the legacy form's product is +0 where a or b is a zero.
void emit_FMad(Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || inst.type != ir::Type::vector(ir::Elem::F32) || !allOperands(inst, f32Lanes)) {
    return e.callInterpreterHelper(inst);
  }
  bool legacy = (inst.imm & ir::fpimm::kMadLegacy) != 0;
  vector32(e, inst, [&](unsigned) {
    x86::Vec a = e.vec(0), b = e.vec(1), c = e.vec(2), zeros = e.vec(5);
    for (const x86::Vec& x : {a, b, c}) flushDenormals(e, x);
    if (legacy) {
      e.a.vxorps(zeros, zeros, zeros);
      vx::cmpps(e, e.vec(7), a, zeros, 0);  // EQ_OQ: +-0
      vx::cmpps(e, zeros, b, zeros, 0);
      vx::por(e, zeros, zeros, e.vec(7));
    }
    e.a.vmulps(a, a, b);
    if (legacy) vx::pandn(e, a, zeros, a);
    flushDenormals(e, a);
    e.a.vaddps(a, a, c);
    flushDenormals(e, a);
  });
}

void emit_FMin(Emitter& e, const ir::Inst& inst) {
  if (nativeFloatBits(e, inst)) return emitFloatBits(e, inst);
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  minMax(e, inst, false);
}
void emit_FMax(Emitter& e, const ir::Inst& inst) {
  if (nativeFloatBits(e, inst)) return emitFloatBits(e, inst);
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  minMax(e, inst, true);
}

// The class index of each lane (lane_FClass: 0 sNaN, 1 qNaN, 2 -inf,
// 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf),
// then its bit of operand 1. Each test overrides the one before; the
// negative/positive choice blends on the sign bit of the value itself.
void emit_FClass(Emitter& e, const ir::Inst& inst) {
  if (nativeFloatBits(e, inst)) return emitFloatBits(e, inst);
  if (!f32Class(inst)) return e.callInterpreterHelper(inst);
  auto& a = e.a;
  x86::Vec v0 = e.vec(0), v1 = e.vec(1), v2 = e.vec(2);
  auto pick = [&](const x86::Vec& dst, std::uint32_t positive, std::uint32_t negative) {
    vx::mov(e, dst, e.chunkConstant32(positive));
    vx::blendv(e, dst, dst, e.chunkConstant32(negative), v0);
  };
  for (unsigned c : e.chunks()) {
    e.loadChunk32(v0, inst.operands[0], c);
    e.loadChunk32(v1, inst.operands[1], c);
    vx::pand(e, v2, v0, e.chunkConstant32(0x7fffffffu));  // |a|
    x86::Vec cls = e.vec(3), value = e.vec(5), test = e.vec(4);
    pick(cls, 8, 3);                                                    // normal
    vx::mov(e, test, e.chunkConstant32(0x00800000u));
    vx::cmpgtd(e, test, test, v2);                                      // below the normals
    pick(value, 7, 4);
    vx::blendv(e, cls, cls, value, test);
    vx::pxor(e, test, test, test);
    vx::cmpeqd(e, test, v2, test);                                      // zero
    pick(value, 6, 5);
    vx::blendv(e, cls, cls, value, test);
    vx::cmpeqd(e, test, v2, e.chunkConstant32(0x7f800000u));            // infinity
    pick(value, 9, 2);
    vx::blendv(e, cls, cls, value, test);
    vx::cmpgtd(e, test, v2, e.chunkConstant32(0x7f800000u));            // NaN: its quiet bit
    a.vpsrld(value, v0, 22);
    vx::pand(e, value, value, e.chunkConstant32(1));
    vx::blendv(e, cls, cls, value, test);
    a.vpsrlvd(v1, v1, cls);
    vx::pand(e, v1, v1, e.chunkConstant32(1));
    vx::cmpeqd(e, v1, v1, e.chunkConstant32(1));
    e.storeMaskChunk32(inst, c, v1);
  }
}

// Sign-bit operations, exact in every mode (f16 lanes: emit_half.cpp).
void emit_FNeg(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (isVector64(inst.type) && isVector64(inst.operands[0]->type)) {
    const std::uint32_t sign[8] = {0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u};
    x86::Mem m = e.chunkConstant(sign);
    return vector64(e, inst, [&](unsigned h) { vx::pxor(e, e.vec(kResultVec + h), e.vec(h), m); });
  }
  if (!isVector32(inst.type) || !isVector32(inst.operands[0]->type)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](auto d, auto& o) { vx::pxor(e, d, o[0], e.chunkConstant32(0x80000000u)); });
}
void emit_FAbs(Emitter& e, const ir::Inst& inst) {
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (isVector64(inst.type) && isVector64(inst.operands[0]->type)) {
    const std::uint32_t magnitude[8] = {~0u, 0x7fffffffu, ~0u, 0x7fffffffu, ~0u, 0x7fffffffu, ~0u, 0x7fffffffu};
    x86::Mem m = e.chunkConstant(magnitude);
    return vector64(e, inst, [&](unsigned h) { vx::pand(e, e.vec(kResultVec + h), e.vec(h), m); });
  }
  if (!isVector32(inst.type) || !isVector32(inst.operands[0]->type)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](auto d, auto& o) { vx::pand(e, d, o[0], e.chunkConstant32(0x7fffffffu)); });
}

GCNJIT_EMIT_VIA_HELPER(FClamp01)
GCNJIT_EMIT_VIA_HELPER(FMulLegacy)
GCNJIT_EMIT_VIA_HELPER(FSinRev)
GCNJIT_EMIT_VIA_HELPER(FCosRev)
void emit_FFrexpMant(Emitter& e, const ir::Inst& inst) {
  if (nativeFloatBits(e, inst)) return emitFloatBits(e, inst);
  e.callInterpreterHelper(inst);
}
void emit_FFrexpExp(Emitter& e, const ir::Inst& inst) {
  if (nativeFloatBits(e, inst)) return emitFloatBits(e, inst);
  e.callInterpreterHelper(inst);
}
GCNJIT_EMIT_VIA_HELPER(FTrigPreop)

}  // namespace gcnjit::backend_x64

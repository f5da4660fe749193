// The f32 division steps (V_DIV_SCALE, V_DIV_FMAS, V_DIV_FIXUP) and ldexp as
// vector code, bit-identical to their lane functions (ir/eval/float.cpp)
// when the kernel never writes MODE and keeps f32 denormals (FP_DENORM 3,
// hipcc's default): then MXCSR holds MODE's f32 rounding without DAZ, and no
// input or output is flushed. Other shapes (f64, f16, flushing modes) run
// the lane functions through the helper, but f64 ldexp (emit_ldexp64.cpp),
// the f64 fixup and fmas (emit_float_div64.cpp) and the f64 scale
// (div_scale64.cpp).
//
// Why the vector forms are exact (tests/unit/float_div_jit_test.cpp checks
// them against the interpreter on special and random operands):
// - A scaling by 2^64 or 2^-64 is one vmulps: the lane function computes
//   x * 2^n exactly in a double and rounds once to f32, as vmulps does by a
//   power of two.
// - V_DIV_SCALE's "1 / den is denormal" and "num / den is denormal" tests
//   compare with 2^-126 in long double. For f32 operands neither quotient
//   lies within 2^-48 (relative) of 2^-126 unless it equals it, so the
//   verdicts are those of the exact quotients, which integer tests on the
//   operands' bits give: 1 / den is denormal iff 2^126 < |den| < inf, and
//   num / den (den normal, num finite and non-zero) iff
//   M2 * 2^(E2 - E1 + 126) < M1 for the significands M and exponent fields
//   E (a denormal num: E2 = 1), i.e. with k = E1 - 126 - E2: k >= 1, or
//   M2 <= (M1 - 1) >> -k.
// - V_DIV_FMAS without its flag is an fma. With the flag set in some lane
//   (operands near the ends of the exponent range, which the sequence
//   scaled) or a NaN result, the op runs the lane function through the
//   helper.
// - ldexp (any static MODE: DAZ flushes the inputs MODE flushes, outputs are
//   flushed after rounding): AVX-512's vscalefps is x * 2^floor(n) rounded
//   once; on AVX2 the product of x and 2^n (n clamped to +-400, beyond which
//   every f32 overflows or underflows alike) is exact in a double and
//   vcvtpd2ps rounds it once, which is the lane function's own computation.
#include "ir/mode.h"
#include "backend_x64/emit/div_scale64.h"
#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/float_div64.h"
#include "backend_x64/emit/float_lanes.h"
#include "backend_x64/emit/half_lanes.h"
#include "backend_x64/emit/ldexp64.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr std::uint32_t kMagnitude = 0x7fffffff, kSign = 0x80000000, kInfinity = 0x7f800000;
constexpr std::uint32_t kQuietBit = 0x00400000, kDefaultNan = 0xffc00000;
constexpr std::uint32_t kTwoTo64 = 0x5f800000, kTwoToMinus64 = 0x1f800000;
constexpr unsigned kCmpEqOrdered = 0;

bool isF32Lanes(ir::Type t) { return t.elem == ir::Elem::F32 && (t.isVector() || t.isScalar()); }

// Static MODE keeping f32 denormals in and out (FP_DENORM's f32 field 3):
// MXCSR has MODE's rounding and no DAZ, and nothing is flushed.
bool keepsF32Denormals(const Emitter& e) {
  return e.staticMode() && ir::mode::f32Denorm(e.options.initialMode) == ir::mode::kKeepDenormals;
}

// Vector f32 ops (masks for the flag) on f32 lanes that run natively.
bool nativeDivStep(const Emitter& e, const ir::Inst& inst) {
  bool vectorResult = (inst.type.isVector() && inst.type.elem == ir::Elem::F32) || inst.type.isMask();
  if (!keepsF32Denormals(e) || !vectorResult) return false;
  for (unsigned i = 0; i < 3; ++i) {
    if (!isF32Lanes(inst.operands[i]->type)) return false;
  }
  return inst.operands.size() == 3 || (inst.operands.size() == 4 && inst.operands[3]->type.isMask());
}

// The fused f32 division on vector lanes, in a static MODE that keeps f32
// denormals and rounds to nearest even.
bool nativeDivSequence(const Emitter& e, const ir::Inst& inst) {
  return keepsF32Denormals(e) && ir::mode::f32Round(e.options.initialMode) == ir::mode::kRoundNearestEven &&
         inst.type == ir::Type::vector(ir::Elem::F32) && isF32Lanes(inst.operands[0]->type) &&
         isF32Lanes(inst.operands[1]->type);
}

// ldexp in any static MODE: DAZ flushes f32 inputs exactly when MODE does,
// and flushed outputs are flushed after rounding.
bool nativeLdexp(const Emitter& e, const ir::Inst& inst) {
  return e.staticMode() && inst.type == ir::Type::vector(ir::Elem::F32) && isF32Lanes(inst.operands[0]->type) &&
         isLane32(inst.operands[1]->type);
}

// The lane masks V_DIV_SCALE_F32 chooses by, for one chunk of its operands
// (den = S1, num = S2), as all-ones lanes. Vector registers 3-5, 7, 14 and
// 15 are scratch; `den` and `num` may be any others.
struct DivScaleMasks {
  x86::Vec denMagnitude, numMagnitude;  // |S1|, |S2| bits (registers 3, 4)
  x86::Vec notTinyQuotient;             // register 14: NOT "num / den is denormal"
};

DivScaleMasks divScaleMasks(Emitter& e, const x86::Vec& den, const x86::Vec& num) {
  x86::Vec a1 = e.vec(3), a2 = e.vec(4), t5 = e.vec(5), t7 = e.vec(7), t14 = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
  vx::pand(e, a1, den, e.chunkConstant32(kMagnitude));
  vx::pand(e, a2, num, e.chunkConstant32(kMagnitude));
  // k = E1 - 126 - max(E2, 1) in t14.
  e.a.vpsrld(t5, a1, 23);
  e.a.vpsrld(t7, a2, 23);
  e.a.vpmaxud(t7, t7, e.chunkConstant32(1));
  e.a.vpsubd(t14, t5, t7);
  e.a.vpsubd(t14, t14, e.chunkConstant32(126));
  // M2 = |S2| - ((max(E2, 1) - 1) << 23): the significand with its hidden
  // bit, for normal and denormal S2 alike.
  e.a.vpslld(t15, t7, 23);
  e.a.vpsubd(t15, t15, e.chunkConstant32(0x00800000));
  e.a.vpsubd(t15, a2, t15);
  // (M1 - 1) >> -k (0 when -k >= 32).
  vx::pand(e, t7, a1, e.chunkConstant32(0x007fffff));
  vx::por(e, t7, t7, e.chunkConstant32(0x00800000));
  e.a.vpsubd(t7, t7, e.chunkConstant32(1));
  vx::pxor(e, t5, t5, t5);
  e.a.vpsubd(t5, t5, t14);
  e.a.vpsrlvd(t7, t7, t5);
  // Not tiny: M2 > (M1 - 1) >> -k and k < 1, or an infinite or NaN operand.
  vx::cmpgtd(e, t7, t15, t7);
  vx::cmpgtd(e, t15, t14, e.chunkConstant32(0));
  vx::pandn(e, t14, t15, t7);
  vx::cmpgtd(e, t5, a1, e.chunkConstant32(kInfinity - 1));
  vx::por(e, t14, t14, t5);
  vx::cmpgtd(e, t5, a2, e.chunkConstant32(kInfinity - 1));
  vx::por(e, t14, t14, t5);
  return {a1, a2, t14};
}

// All-ones lanes where E2 - E1 >= 96 (registers 5 and 15).
x86::Vec exponentGapAtLeast96(Emitter& e, const DivScaleMasks& m) {
  x86::Vec gap = e.vec(5), t15 = e.vec(kSpareVec + 1);
  e.a.vpsrld(gap, m.numMagnitude, 23);
  e.a.vpsrld(t15, m.denMagnitude, 23);
  e.a.vpsubd(gap, gap, t15);
  vx::cmpgtd(e, gap, gap, e.chunkConstant32(95));
  return gap;
}

// All-ones lanes where S1 or S2 is a zero (registers 5 and 15).
x86::Vec eitherZero(Emitter& e, const DivScaleMasks& m) {
  x86::Vec zero = e.vec(5), t15 = e.vec(kSpareVec + 1);
  vx::cmpeqd(e, zero, m.denMagnitude, e.chunkConstant32(0));
  vx::cmpeqd(e, t15, m.numMagnitude, e.chunkConstant32(0));
  vx::por(e, zero, zero, t15);
  return zero;
}

}  // namespace

bool chunkwiseFloatDiv(const Emitter& e, const ir::Inst& inst) {
  switch (inst.op) {
    case ir::Op::FDivScale: case ir::Op::FDivScaleFlag: return nativeDivStep(e, inst);
    case ir::Op::FDivFixup: return nativeDivStep(e, inst) || nativeDivFixup64(e, inst);
    case ir::Op::FLdexp: return nativeLdexp(e, inst) || nativeLdexp64(e, inst);
    default: return false;
  }
}

// V_DIV_SCALE_F32's result (lane_FDivScale): in order of precedence, a zero
// operand gives the default NaN; an exponent gap of 96 or more S0 scaled up
// if it is the denominator; a denormal denominator S0 scaled up; both
// quotients denormal as the gap; a denormal reciprocal S0 scaled down; a
// denormal quotient S0 scaled up if it is the numerator; a numerator
// exponent of 23 or less S0 scaled up; else S0.
void emit_FDivScale(Emitter& e, const ir::Inst& inst) {
  if (nativeDivScale64(e, inst)) return emitDivScale64(e, inst);
  if (!nativeDivStep(e, inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    const x86::Vec &s0 = o[0], &den = o[1], &num = o[2];
    DivScaleMasks m = divScaleMasks(e, den, num);
    x86::Vec tinyRecip = e.vec(5), up = e.vec(7), t15 = e.vec(kSpareVec + 1);
    vx::cmpgtd(e, tinyRecip, m.denMagnitude, e.chunkConstant32(0x7e800000));
    vx::cmpgtd(e, t15, m.denMagnitude, e.chunkConstant32(kInfinity - 1));
    vx::pandn(e, tinyRecip, t15, tinyRecip);
    e.a.vmulps(up, s0, e.chunkConstant32(kTwoTo64));
    vx::mov(e, d, s0);
    vx::cmpgtd(e, t15, m.numMagnitude, e.chunkConstant32((23u << 23) | 0x007fffff));  // E2 > 23
    vx::blendv(e, d, up, d, t15);
    vx::cmpps(e, t15, s0, num, kCmpEqOrdered);
    vx::blendv(e, t15, s0, up, t15);  // S0 scaled up if it is the numerator
    vx::blendv(e, d, t15, d, m.notTinyQuotient);
    e.a.vmulps(t15, s0, e.chunkConstant32(kTwoToMinus64));
    vx::blendv(e, d, d, t15, tinyRecip);
    vx::pandn(e, tinyRecip, m.notTinyQuotient, tinyRecip);  // both tiny
    vx::cmpps(e, t15, s0, den, kCmpEqOrdered);
    vx::blendv(e, t15, s0, up, t15);  // S0 scaled up if it is the denominator
    vx::blendv(e, d, d, t15, tinyRecip);
    // Registers 5 and 14 are free from here on.
    x86::Vec upIfDen = e.vec(kSpareVec);
    vx::mov(e, upIfDen, t15);
    vx::cmpgtd(e, t15, m.denMagnitude, e.chunkConstant32(0x007fffff));  // S1 not denormal
    vx::blendv(e, d, up, d, t15);
    vx::mov(e, up, upIfDen);
    vx::blendv(e, d, d, up, exponentGapAtLeast96(e, m));
    vx::blendv(e, d, d, e.chunkConstant32(kDefaultNan), eitherZero(e, m));
  });
}

// V_DIV_SCALE_F32's VCC (lane_FDivScaleFlag): no zero operand, and an
// exponent gap of 96 or more, or a normal denominator with a denormal
// quotient.
void emit_FDivScaleFlag(Emitter& e, const ir::Inst& inst) {
  if (nativeDivScale64(e, inst)) return emitDivScale64(e, inst);
  if (!nativeDivStep(e, inst)) return e.callInterpreterHelper(inst);
  for (unsigned c : e.chunks()) {
    x86::Vec den = e.operandChunk32(e.vec(1), inst.operands[1], c);
    x86::Vec num = e.operandChunk32(e.vec(2), inst.operands[2], c);
    DivScaleMasks m = divScaleMasks(e, den, num);
    x86::Vec flag = e.vec(6), t15 = e.vec(kSpareVec + 1);
    vx::cmpgtd(e, t15, m.denMagnitude, e.chunkConstant32(0x007fffff));  // S1 not denormal
    vx::pandn(e, flag, m.notTinyQuotient, t15);
    vx::por(e, flag, flag, exponentGapAtLeast96(e, m));
    vx::pandn(e, flag, eitherZero(e, m), flag);
    e.storeMaskChunk32(inst, c, flag);
  }
}

// V_DIV_FMAS_F32 (lane_FDivFmas): an fma. Where the flag (VCC) is set in
// any lane, or a result is NaN (the lane function picks among NaN operands
// by the x87 rule, not the first one), the whole op runs through the helper.
void emit_FDivFmas(Emitter& e, const ir::Inst& inst) {
  if (nativeDivFmas64(e, inst)) return emitDivFmas64(e, inst);
  if (!nativeDivStep(e, inst)) return e.callInterpreterHelper(inst);
  constexpr unsigned kUnordered = 3;
  Label exact = e.a.newLabel(), done = e.a.newLabel();
  e.loadScalar(x86::rax, inst.operands[3]);
  e.a.test(x86::rax, x86::rax);
  e.a.jnz(exact);
  x86::Vec nans = e.vec(7), t15 = e.vec(kSpareVec + 1);
  vx::pxor(e, nans, nans, nans);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    vx::mov(e, d, o[2]);
    e.a.vfmadd231ps(d, o[0], o[1]);
    vx::cmpps(e, t15, d, d, kUnordered);
    vx::por(e, nans, nans, t15);
  });
  vx::testAllZero(e, nans);
  e.a.jz(done);
  e.a.bind(exact);
  e.callInterpreterHelperForRareOperands(inst);
  e.a.bind(done);
}

// V_DIV_FIXUP_F32 (lane_FDivFixup), S0 = quotient, S1 = den, S2 = num: in
// order of precedence a NaN num or den quieted; 0/0 and inf/inf the default
// NaN; x/0 and inf/x an infinity, x/inf and 0/x a zero of the quotient's
// sign, as is an exponent gap below -150; else |S0| with that sign.
void emit_FDivFixup(Emitter& e, const ir::Inst& inst) {
  if (nativeDivFixup64(e, inst)) return emitDivFixup64(e, inst);
  if (nativeHalf(e, inst)) return emitHalf(e, inst);
  if (!nativeDivStep(e, inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    const x86::Vec &quotient = o[0], &den = o[1], &num = o[2];
    x86::Vec sign = e.vec(3), aden = e.vec(4), anum = e.vec(5), m = e.vec(7), t14 = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
    vx::pxor(e, sign, den, num);
    vx::pand(e, sign, sign, e.chunkConstant32(kSign));
    vx::pand(e, aden, den, e.chunkConstant32(kMagnitude));
    vx::pand(e, anum, num, e.chunkConstant32(kMagnitude));
    vx::pand(e, d, quotient, e.chunkConstant32(kMagnitude));
    vx::por(e, d, d, sign);
    // A zero: den infinite, num zero, or E(num) - E(den) < -150.
    e.a.vpsrld(m, aden, 23);
    e.a.vpsrld(t14, anum, 23);
    e.a.vpsubd(m, m, t14);
    vx::cmpgtd(e, m, m, e.chunkConstant32(150));
    vx::cmpeqd(e, t14, aden, e.chunkConstant32(kInfinity));
    vx::por(e, m, m, t14);
    vx::cmpeqd(e, t14, anum, e.chunkConstant32(0));
    vx::por(e, m, m, t14);
    vx::blendv(e, d, d, sign, m);
    // An infinity: den zero or num infinite.
    vx::cmpeqd(e, m, aden, e.chunkConstant32(0));
    vx::cmpeqd(e, t14, anum, e.chunkConstant32(kInfinity));
    vx::por(e, m, m, t14);
    vx::por(e, t14, sign, e.chunkConstant32(kInfinity));
    vx::blendv(e, d, d, t14, m);
    // The default NaN: both zero or both infinite.
    vx::cmpeqd(e, m, aden, anum);
    vx::cmpeqd(e, t14, aden, e.chunkConstant32(0));
    vx::cmpeqd(e, t15, aden, e.chunkConstant32(kInfinity));
    vx::por(e, t14, t14, t15);
    vx::pand(e, m, m, t14);
    vx::blendv(e, d, d, e.chunkConstant32(kDefaultNan), m);
    // NaN operands, num's first.
    vx::cmpgtd(e, m, aden, e.chunkConstant32(kInfinity));
    vx::por(e, t14, den, e.chunkConstant32(kQuietBit));
    vx::blendv(e, d, d, t14, m);
    vx::cmpgtd(e, m, anum, e.chunkConstant32(kInfinity));
    vx::por(e, t14, num, e.chunkConstant32(kQuietBit));
    vx::blendv(e, d, d, t14, m);
  });
}

// The fused division (FDivSequence): one host division, which gives the
// sequence's bits wherever num and den have exponent fields in [1, 254] and
// the quotient one in [2, 253], in round-to-nearest-even with denormals kept
// (tests/unit/fdiv_sequence_test.cpp holds the sequence's lane function to
// the host quotient there). Any other lane, active or not, sends the whole
// op through the helper.
void emit_FDivSequence(Emitter& e, const ir::Inst& inst) {
  if (!nativeDivSequence(e, inst)) return e.callInterpreterHelper(inst);
  x86::Vec outside = e.vec(7), field = e.vec(5), clamped = e.vec(kSpareVec + 1);
  // outside |= the lanes of x whose exponent field lies outside [low, high].
  auto exponentOutside = [&](const x86::Vec& x, unsigned low, unsigned high) {
    vx::pand(e, field, x, e.chunkConstant32(kInfinity));
    e.a.vpmaxud(clamped, field, e.chunkConstant32(low << 23));
    e.a.vpminud(clamped, clamped, e.chunkConstant32(high << 23));
    e.a.vpsubd(clamped, clamped, field);
    vx::por(e, outside, outside, clamped);
  };
  Label done = e.a.newLabel();
  vx::pxor(e, outside, outside, outside);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    e.a.vdivps(d, o[0], o[1]);
    exponentOutside(o[0], 1, 254);
    exponentOutside(o[1], 1, 254);
    exponentOutside(d, 2, 253);
  });
  vx::testAllZero(e, outside);
  e.a.jz(done);
  e.callInterpreterHelperForRareOperands(inst);
  e.a.bind(done);
}

void emit_FLdexp(Emitter& e, const ir::Inst& inst) {
  if (nativeLdexp64(e, inst)) return emitLdexp64(e, inst);
  if (!nativeLdexp(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesF32Outputs(e);
  if (e.zmmChunks()) {
    return lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
      e.a.vcvtdq2ps(x86::zmm3, o[1]);
      e.a.vscalefps(d, o[0], x86::zmm3);
      if (flush) flushDenormals(e, d);
    });
  }
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    x86::Ymm n = x86::ymm3;
    e.a.vpmaxsd(n, o[1], e.chunkConstant32(std::uint32_t(-400)));
    e.a.vpminsd(n, n, e.chunkConstant32(400));
    e.a.vpaddd(n, n, e.chunkConstant32(1023));
    for (unsigned h = 0; h < 2; ++h) {
      x86::Ymm x = h ? x86::ymm5 : x86::ymm4, scale = x86::ymm7;
      if (h) {
        e.a.vextracti128(x86::xmm14, o[0].ymm(), 1);
        e.a.vcvtps2pd(x, x86::xmm14);
        e.a.vextracti128(x86::xmm14, n, 1);
        e.a.vpmovzxdq(scale, x86::xmm14);
      } else {
        e.a.vcvtps2pd(x, o[0].xmm());
        e.a.vpmovzxdq(scale, n.xmm());
      }
      e.a.vpsllq(scale, scale, 52);
      e.a.vmulpd(x, x, scale);
      e.a.vcvtpd2ps(x.xmm(), x);
    }
    e.a.vinsertf128(d.ymm(), x86::ymm4, x86::xmm5, 1);
    if (flush) flushDenormals(e, d);
  });
}

}  // namespace gcnjit::backend_x64

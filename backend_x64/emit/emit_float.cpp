// Float ops. f32 vector add/sub/mul/fma are native when the kernel never
// writes MODE: MXCSR then holds the guest's f32 rounding mode and, for
// flushed inputs, DAZ (program.cpp); flushed outputs are flushed here after
// rounding, as the interpreter does (ir/eval/float_env.h). Everything else
// runs the interpreter's lane functions through a helper.
#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/exp_log_steps.h"
#include "ir/eval/float_imm.h"

namespace gcnjit::backend_x64 {
namespace {

using x86::ymm0;
using x86::ymm1;
using x86::ymm2;

bool f32Lanes(ir::Type t) { return t.elem == ir::Elem::F32 && (t.isVector() || t.isScalar()); }

// FP_DENORM's f32 field (Vega ISA "MODE"): 0 flush in and out, 3 keep both.
// The native path handles those two.
bool nativeF32(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || !(inst.type.isVector() && inst.type.elem == ir::Elem::F32)) return false;
  if (!allOperands(inst, f32Lanes)) return false;
  unsigned denorm = (e.options.initialMode >> 4) & 3;
  return denorm == 0 || denorm == 3;
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
  return ((mode >> 4) & 0xf) == 0xf;
}

bool nativeF32Compare(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode() || !inst.type.isMask() || !allOperands(inst, f32Lanes)) return false;
  if (!inst.operands[0]->type.isVector() && !inst.operands[1]->type.isVector()) return false;
  unsigned denorm = (e.options.initialMode >> 4) & 3;
  return denorm == 0 || denorm == 3;
}

// vcmpps predicates for FCmpPred in its order (ir/opcode.h): the
// ordered (_OQ) forms for F..GE, O, U, and unordered (_UQ) negations.
constexpr std::uint8_t kCmpPredicates[16] = {0x0b, 0x11, 0x00, 0x12, 0x1e, 0x0c, 0x1d, 0x07,
                                             0x03, 0x19, 0x08, 0x1a, 0x16, 0x04, 0x15, 0x0f};

// V_CMP_CLASS on f32 lanes against a 32-bit class mask: integer code on the
// bits, no MODE involved.
bool f32Class(const ir::Inst& inst) {
  return inst.type.isMask() && inst.operands[0]->type == ir::Type::vector(ir::Elem::F32) &&
         isLane32(inst.operands[1]->type);
}

bool flushesOutputs(const Emitter& e) { return ((e.options.initialMode >> 4) & 2) == 0; }

// Replaces denormal lanes of ymm0 by zeros of their sign.
void flushDenormals(Emitter& e) {
  e.a.vandps(x86::ymm4, ymm0, e.broadcastConstant32(0x7fffffffu));
  e.a.vcmpps(x86::ymm4, x86::ymm4, e.broadcastConstant32(0x00800000u), 1);  // LT_OS
  e.a.vandps(x86::ymm3, ymm0, e.broadcastConstant32(0x80000000u));
  e.a.vblendvps(ymm0, ymm0, x86::ymm3, x86::ymm4);
}

// f64 vectors: native when MXCSR holds MODE's f64 rounding too (both
// fields equal) and nothing is flushed (FP_DENORM 3 for f32 and f64).
bool nativeF64(const Emitter& e, const ir::Inst& inst) {
  std::uint32_t mode = e.options.initialMode;
  if (!e.staticMode() || !(inst.type.isVector() && inst.type.elem == ir::Elem::F64)) return false;
  for (const ir::Inst* op : inst.operands) {
    if (op->type.elem != ir::Elem::F64) return false;
  }
  return (mode & 3) == ((mode >> 2) & 3) && ((mode >> 4) & 0xf) == 0xf;
}

template <class Body>
void f64Op(Emitter& e, const ir::Inst& inst, Body body) {
  vector64(e, inst, [&](unsigned h) { body(x86::Ymm(6 + h), x86::Ymm(h), x86::Ymm(2 + h), x86::Ymm(4 + h)); });
}

template <class Body>
void f32Op(Emitter& e, const ir::Inst& inst, Body body) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesOutputs(e);
  vector32(e, inst, [&](unsigned) {
    body();
    if (flush) flushDenormals(e);
  });
}

}  // namespace

bool chunkwiseFloat(const Emitter& e, const ir::Inst& inst) {
  using ir::Op;
  switch (inst.op) {
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FFma: return nativeF32(e, inst) || nativeF64(e, inst);
    case Op::FNeg:
      return (isVector32(inst.type) && isVector32(inst.operands[0]->type)) ||
             (isVector64(inst.type) && isVector64(inst.operands[0]->type));
    case Op::FAbs: return isVector32(inst.type) && isVector32(inst.operands[0]->type);
    case Op::FCmp: return nativeF32Compare(e, inst) || nativeF64Compare(e, inst);
    case Op::FClass: return f32Class(inst);
    case Op::FMin: case Op::FMax: case Op::FMed3: case Op::FRcp: case Op::FSqrt: case Op::FRsq:
    case Op::FExp2: case Op::FLog2:
    case Op::FFloor: case Op::FCeil: case Op::FTrunc: case Op::FRndne: case Op::FFract:
      return nativeF32(e, inst);
    default: return false;
  }
}

void emit_FAdd(Emitter& e, const ir::Inst& inst) {
  if (nativeF64(e, inst)) return f64Op(e, inst, [&](auto d, auto a, auto b, auto) { e.a.vaddpd(d, a, b); });
  f32Op(e, inst, [&] { e.a.vaddps(ymm0, ymm0, ymm1); });
}
void emit_FSub(Emitter& e, const ir::Inst& inst) {
  if (nativeF64(e, inst)) return f64Op(e, inst, [&](auto d, auto a, auto b, auto) { e.a.vsubpd(d, a, b); });
  f32Op(e, inst, [&] { e.a.vsubps(ymm0, ymm0, ymm1); });
}
void emit_FMul(Emitter& e, const ir::Inst& inst) {
  if (nativeF64(e, inst)) return f64Op(e, inst, [&](auto d, auto a, auto b, auto) { e.a.vmulpd(d, a, b); });
  f32Op(e, inst, [&] { e.a.vmulps(ymm0, ymm0, ymm1); });
}
// a * b + c in one rounding. x86 FMA returns the first NaN in the order the
// formula names the registers; the 231 form (ymm2 = ymm0 * ymm1 + ymm2)
// names a, b, c, the order of the lane function's fmaf.
void emit_FFma(Emitter& e, const ir::Inst& inst) {
  if (nativeF64(e, inst)) {
    return f64Op(e, inst, [&](auto d, auto a, auto b, auto c) {
      e.a.vmovapd(d, c);
      e.a.vfmadd231pd(d, a, b);
    });
  }
  f32Op(e, inst, [&] {
    e.a.vfmadd231ps(ymm2, ymm0, ymm1);
    e.a.vmovaps(ymm0, ymm2);
  });
}

void emit_FCmp(Emitter& e, const ir::Inst& inst) {
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

// V_MIN_F32 / V_MAX_F32 as lane_FMin/FMax define them (ir/eval/float.cpp
// minMax): a NaN operand yields the other one (both NaN: b); with
// MODE.IEEE a signalling NaN yields itself quieted (a first); -0 < +0; equal
// values give a. x86 min/max return b for NaNs and for two zeros, so:
// r = minps/maxps(a, b), then a where only b is NaN, then the zero rule
// (a | b for min, a & b for max of two zeros), then the IEEE sNaNs.
// `r` must differ from `A` and `B`; `t` and `u` are clobbered.
static void minMaxLanes(Emitter& e, bool isMax, const x86::Ymm& r, const x86::Ymm& A, const x86::Ymm& B,
                        const x86::Ymm& t, const x86::Ymm& u) {
  auto& a = e.a;
  bool ieee = (e.options.initialMode >> 9) & 1;
  if (isMax) {
    a.vmaxps(r, A, B);
  } else {
    a.vminps(r, A, B);
  }
  a.vcmpps(t, B, B, 3);  // b is NaN
  a.vcmpps(u, A, A, 3);  // a is NaN
  a.vpandn(t, u, t);     // only b
  a.vblendvps(r, r, A, t);
  // Two zeros (DAZ, if on, has made denormals zeros for the compare).
  a.vxorps(t, t, t);
  a.vcmpps(u, A, t, 0);
  a.vcmpps(t, B, t, 0);
  a.vpand(t, t, u);
  if (isMax) {
    a.vpand(u, A, B);
  } else {
    a.vpor(u, A, B);
  }
  a.vblendvps(r, r, u, t);
  if (ieee) {
    // Signalling NaNs: NaN with the quiet bit clear; a's wins.
    x86::Mem quietBit = e.broadcastConstant32(0x00400000);
    for (const x86::Ymm& x : {B, A}) {
      a.vcmpps(t, x, x, 3);
      a.vpand(u, x, quietBit);
      a.vpcmpeqd(u, u, quietBit);
      a.vpandn(t, u, t);          // NaN and not quiet
      a.vpor(u, x, quietBit);     // quieted
      a.vblendvps(r, r, u, t);
    }
  }
}

static void minMax(Emitter& e, const ir::Inst& inst, bool isMax) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesOutputs(e);
  vector32(e, inst, [&](unsigned) {
    minMaxLanes(e, isMax, ymm2, ymm0, ymm1, x86::ymm3, x86::ymm4);
    e.a.vmovaps(ymm0, ymm2);
    if (flush) flushDenormals(e);
  });
}

// V_MED3_F32 as lane_FMed3: with a NaN operand min(min(a, b), c); else the
// max of the two operands other than the largest (the first equal to the
// max3 is the one left out). Inputs a, b, c in ymm0-2; ymm3-7, ymm14-15 are
// free (ymm8-13 are the chunk cache).
void emit_FMed3(Emitter& e, const ir::Inst& inst) {
  if (!nativeF32(e, inst)) return e.callInterpreterHelper(inst);
  bool flush = flushesOutputs(e);
  vector32(e, inst, [&](unsigned) {
    auto& a = e.a;
    x86::Ymm A = ymm0, B = ymm1, C = ymm2, t = x86::ymm14, u = x86::ymm15;
    x86::Ymm abMax = x86::ymm3, max3 = x86::ymm4, other = x86::ymm5, result = x86::ymm6, min3 = x86::ymm7;
    minMaxLanes(e, true, abMax, A, B, t, u);
    minMaxLanes(e, true, max3, abMax, C, t, u);
    // Not NaN here: max3 equals a (or b) as numbers, -0 == +0.
    minMaxLanes(e, true, result, A, C, t, u);           // b is the largest
    a.vcmpps(t, max3, B, 0);
    a.vblendvps(result, abMax, result, t);              // else a and b
    minMaxLanes(e, true, other, B, C, t, u);            // a is the largest
    a.vcmpps(t, max3, A, 0);
    a.vblendvps(result, result, other, t);
    // Any NaN: the min3.
    minMaxLanes(e, false, other, A, B, t, u);
    minMaxLanes(e, false, min3, other, C, t, u);
    a.vcmpps(t, A, B, 3);
    a.vcmpps(u, C, C, 3);
    a.vorps(t, t, u);
    a.vblendvps(ymm0, result, min3, t);
    if (flush) flushDenormals(e);
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
    if (forceFlush) flushDenormals(e);  // DAZ does it when MODE flushes
    body();
    if (flush) flushDenormals(e);
  });
}

void emit_FRcp(Emitter& e, const ir::Inst& inst) {
  unaryF32(e, inst, [&] {
    e.a.vmovaps(ymm1, e.broadcastConstant32(0x3f800000));  // 1.0
    e.a.vdivps(ymm0, ymm1, ymm0);
  });
}
void emit_FSqrt(Emitter& e, const ir::Inst& inst) { unaryF32(e, inst, [&] { e.a.vsqrtps(ymm0, ymm0); }); }
// The lane functions' double steps (ir/eval/exp_log.h), on each half.
template <class Steps>
void viaDoubles(Emitter& e, const ir::Inst& inst, Steps steps) {
  unaryF32(e, inst, [&] {
    e.a.vextractf128(x86::xmm2, ymm0, 1);
    e.a.vcvtps2pd(ymm1, x86::xmm0);
    e.a.vcvtps2pd(ymm2, x86::xmm2);
    steps(ymm1);
    steps(ymm2);
    e.a.vcvtpd2ps(x86::xmm0, ymm1);
    e.a.vcvtpd2ps(x86::xmm2, ymm2);
    e.a.vinsertf128(ymm0, ymm0, x86::xmm2, 1);
  });
}
void emit_FExp2(Emitter& e, const ir::Inst& inst) {
  viaDoubles(e, inst, [&](const x86::Ymm& x) { emitExp2Steps(e, x); });
}
void emit_FLog2(Emitter& e, const ir::Inst& inst) {
  viaDoubles(e, inst, [&](const x86::Ymm& x) { emitLog2Steps(e, x); });
}

// The lane function's steps (lane_FRsq): widen to double, square root,
// 1 / root, narrow; each rounds in MXCSR's (MODE's) rounding.
void emit_FRsq(Emitter& e, const ir::Inst& inst) {
  unaryF32(e, inst, [&] {
    const std::uint32_t one[8] = {0, 0x3ff00000, 0, 0x3ff00000, 0, 0x3ff00000, 0, 0x3ff00000};  // 1.0 x 4
    e.a.vextractf128(x86::xmm2, ymm0, 1);
    e.a.vcvtps2pd(ymm1, x86::xmm0);
    e.a.vcvtps2pd(ymm2, x86::xmm2);
    e.a.vsqrtpd(ymm1, ymm1);
    e.a.vsqrtpd(ymm2, ymm2);
    e.a.vmovapd(x86::ymm3, e.constant32x8(one));
    e.a.vdivpd(ymm1, x86::ymm3, ymm1);
    e.a.vdivpd(ymm2, x86::ymm3, ymm2);
    e.a.vcvtpd2ps(x86::xmm0, ymm1);
    e.a.vcvtpd2ps(x86::xmm2, ymm2);
    e.a.vinsertf128(ymm0, ymm0, x86::xmm2, 1);
  });
}

// Rounding to integral values is exact (vroundps, no precision exception);
// fract is a + -floor(a) in f32, as the lane function computes it.
constexpr unsigned kRoundFloor = 0x9, kRoundCeil = 0xa, kRoundTrunc = 0xb, kRoundEven = 0x8;
void emit_FFloor(Emitter& e, const ir::Inst& inst) { f32Op(e, inst, [&] { e.a.vroundps(ymm0, ymm0, kRoundFloor); }); }
void emit_FCeil(Emitter& e, const ir::Inst& inst) { f32Op(e, inst, [&] { e.a.vroundps(ymm0, ymm0, kRoundCeil); }); }
void emit_FTrunc(Emitter& e, const ir::Inst& inst) { f32Op(e, inst, [&] { e.a.vroundps(ymm0, ymm0, kRoundTrunc); }); }
void emit_FRndne(Emitter& e, const ir::Inst& inst) { f32Op(e, inst, [&] { e.a.vroundps(ymm0, ymm0, kRoundEven); }); }
void emit_FFract(Emitter& e, const ir::Inst& inst) {
  f32Op(e, inst, [&] {
    e.a.vroundps(ymm1, ymm0, kRoundFloor);
    e.a.vxorps(ymm1, ymm1, e.broadcastConstant32(0x80000000u));
    e.a.vaddps(ymm0, ymm0, ymm1);
  });
}

void emit_FMin(Emitter& e, const ir::Inst& inst) { minMax(e, inst, false); }
void emit_FMax(Emitter& e, const ir::Inst& inst) { minMax(e, inst, true); }

// The class index of each lane (lane_FClass: 0 sNaN, 1 qNaN, 2 -inf,
// 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf),
// then its bit of operand 1. Each test overrides the one before; the
// negative/positive choice blends on the sign bit of the value itself.
void emit_FClass(Emitter& e, const ir::Inst& inst) {
  if (!f32Class(inst)) return e.callInterpreterHelper(inst);
  auto& a = e.a;
  auto pick = [&](const x86::Ymm& dst, std::uint32_t positive, std::uint32_t negative) {
    a.vmovdqu(dst, e.broadcastConstant32(positive));
    a.vblendvps(dst, dst, e.broadcastConstant32(negative), ymm0);
  };
  for (unsigned c : e.chunks()) {
    e.loadChunk32(ymm0, inst.operands[0], c);
    e.loadChunk32(ymm1, inst.operands[1], c);
    a.vpand(ymm2, ymm0, e.broadcastConstant32(0x7fffffffu));  // |a|
    x86::Ymm cls = x86::ymm3, value = x86::ymm5, test = x86::ymm4;
    pick(cls, 8, 3);                                                    // normal
    a.vmovdqu(test, e.broadcastConstant32(0x00800000u));
    a.vpcmpgtd(test, test, ymm2);                                       // below the normals
    pick(value, 7, 4);
    a.vblendvps(cls, cls, value, test);
    a.vpxor(test, test, test);
    a.vpcmpeqd(test, ymm2, test);                                       // zero
    pick(value, 6, 5);
    a.vblendvps(cls, cls, value, test);
    a.vpcmpeqd(test, ymm2, e.broadcastConstant32(0x7f800000u));         // infinity
    pick(value, 9, 2);
    a.vblendvps(cls, cls, value, test);
    a.vpcmpgtd(test, ymm2, e.broadcastConstant32(0x7f800000u));         // NaN: its quiet bit
    a.vpsrld(value, ymm0, 22);
    a.vpand(value, value, e.broadcastConstant32(1));
    a.vblendvps(cls, cls, value, test);
    a.vpsrlvd(ymm1, ymm1, cls);
    a.vpand(ymm1, ymm1, e.broadcastConstant32(1));
    a.vpcmpeqd(ymm1, ymm1, e.broadcastConstant32(1));
    e.storeMaskChunk32(inst, c, ymm1);
  }
}

// Sign-bit operations, exact in every mode.
void emit_FNeg(Emitter& e, const ir::Inst& inst) {
  if (isVector64(inst.type) && isVector64(inst.operands[0]->type)) {
    const std::uint32_t sign[8] = {0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u};
    x86::Mem m = e.constant32x8(sign);
    return vector64(e, inst, [&](unsigned h) { e.a.vpxor(x86::Ymm(6 + h), x86::Ymm(h), m); });
  }
  if (!isVector32(inst.type) || !isVector32(inst.operands[0]->type)) return e.callInterpreterHelper(inst);
  vector32(e, inst, [&](unsigned) { e.a.vpxor(ymm0, ymm0, e.broadcastConstant32(0x80000000u)); });
}
void emit_FAbs(Emitter& e, const ir::Inst& inst) {
  if (!isVector32(inst.type) || !isVector32(inst.operands[0]->type)) return e.callInterpreterHelper(inst);
  vector32(e, inst, [&](unsigned) { e.a.vpand(ymm0, ymm0, e.broadcastConstant32(0x7fffffffu)); });
}

GCNJIT_EMIT_VIA_HELPER(FClamp01)
GCNJIT_EMIT_VIA_HELPER(FMulLegacy)
GCNJIT_EMIT_VIA_HELPER(FMad)
GCNJIT_EMIT_VIA_HELPER(FSinRev)
GCNJIT_EMIT_VIA_HELPER(FCosRev)
GCNJIT_EMIT_VIA_HELPER(FLdexp)
GCNJIT_EMIT_VIA_HELPER(FFrexpMant)
GCNJIT_EMIT_VIA_HELPER(FFrexpExp)
GCNJIT_EMIT_VIA_HELPER(FDivScale)
GCNJIT_EMIT_VIA_HELPER(FDivScaleFlag)
GCNJIT_EMIT_VIA_HELPER(FDivFmas)
GCNJIT_EMIT_VIA_HELPER(FDivFixup)
GCNJIT_EMIT_VIA_HELPER(FTrigPreop)

}  // namespace gcnjit::backend_x64

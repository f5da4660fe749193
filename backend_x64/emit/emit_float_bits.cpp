// Float ops computed with integer code on the bits, so neither MXCSR's
// rounding nor DAZ plays a part (MODE's flushes are applied on the bits):
// - FMin / FMax of f64 lanes (lane_FMin / lane_FMax, ir/eval/float.cpp):
//   the order of the values is the signed order of the keys
//   x ^ (x < 0 ? 0x7fff...f : 0), which puts -0 below +0 and gives equal
//   keys only to equal bits (then a is the result, as the lane function
//   answers); then the NaN rules in reverse precedence: NaN b gives a, NaN a
//   gives b, with MODE.IEEE a signalling b and then a gives itself quieted.
// - FClass of f64 lanes: the class index of lane_FClass, then its bit of
//   operand 1 (as emit_float.cpp's f32 form).
// - FFrexpExp / FFrexpMant of f32 and f64 lanes (lane_FFrexpExp /
//   lane_FFrexpMant): the exponent field; a denormal's significand m
//   becomes the float m exactly ((m | 2^52's bits) - 2^52, all normal
//   operands), whose exponent field gives the denormal's; infinities and
//   NaNs give exponent 0 and themselves, zeros 0 and themselves.
#include "backend_x64/emit/float_bits.h"

#include "backend_x64/emit/float_lanes.h"

namespace gcnjit::backend_x64 {
namespace {

using ir::Elem;

constexpr std::uint64_t kMagnitude64 = 0x7fffffffffffffffull, kSign64 = 1ull << 63;
constexpr std::uint64_t kInfinity64 = 0x7ff0000000000000ull, kQuiet64 = 1ull << 51;
constexpr std::uint64_t kMinNormal64 = 0x0010000000000000ull;

bool vectorOf(ir::Type t, Elem e) { return t == ir::Type::vector(e); }

// All-ones lanes where `x` is a NaN (`magnitude`: its |x| bits).
void nan64(Emitter& e, const x86::Vec& d, const x86::Vec& x, const x86::Vec& magnitude) {
  vx::pand(e, magnitude, x, constant64(e, kMagnitude64));
  cmpgtq(e, d, magnitude, constant64(e, kInfinity64));
}

void minMax64(Emitter& e, const ir::Inst& inst, bool isMax) {
  bool flushIn = flushesF64Inputs(e), flushOut = flushesF64Outputs(e);
  bool ieee = ir::mode::ieee(e.options.initialMode);
  vector64(e, inst, [&](unsigned h) {
    x86::Vec a = e.vec(h), b = e.vec(2 + h), out = e.vec(kResultVec + h);
    x86::Vec t4 = e.vec(4), t5 = e.vec(5), t14 = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
    if (flushIn) {
      flushDenormals64(e, a, t4);
      flushDenormals64(e, b, t4);
    }
    auto key = [&](const x86::Vec& k, const x86::Vec& x) {
      vx::pxor(e, k, k, k);
      cmpgtq(e, k, k, x);           // negative
      e.a.vpsrlq(k, k, 1);
      vx::pxor(e, k, k, x);
    };
    key(t14, a);
    key(t15, b);
    if (isMax) {
      cmpgtq(e, t4, t15, t14);      // b above a
    } else {
      cmpgtq(e, t4, t14, t15);      // a above b
    }
    vx::blendvpd(e, out, a, b, t4);
    nan64(e, t4, b, t5);
    vx::blendvpd(e, out, out, a, t4);
    nan64(e, t4, a, t5);
    vx::blendvpd(e, out, out, b, t4);
    if (ieee) {
      for (const x86::Vec& x : {b, a}) {
        nan64(e, t4, x, t5);
        vx::pand(e, t5, x, constant64(e, kQuiet64));
        vx::pxor(e, t14, t14, t14);
        cmpeqq(e, t5, t5, t14);     // quiet bit clear
        vx::pand(e, t4, t4, t5);
        vx::por(e, t15, x, constant64(e, kQuiet64));
        vx::blendvpd(e, out, out, t15, t4);
      }
    }
    if (flushOut) flushDenormals64(e, out, t4);
  });
}

// Registers 6 and 7 (64-bit lanes: the chunk's first and second half of
// lanes) narrowed to their low dwords, in register 6.
void narrowHalves(Emitter& e) {
  if (e.zmmChunks()) {
    e.a.vpmovqd(x86::ymm6, x86::zmm6);
    e.a.vpmovqd(x86::ymm7, x86::zmm7);
    e.a.vinserti64x4(x86::zmm6, x86::zmm6, x86::ymm7, 1);
    return;
  }
  const std::uint32_t evens[8] = {0, 2, 4, 6, 0, 0, 0, 0};
  e.a.vmovdqu(x86::ymm3, e.constant32x8(evens));
  e.a.vpermd(x86::ymm6, x86::ymm3, x86::ymm6);
  e.a.vpermd(x86::ymm7, x86::ymm3, x86::ymm7);
  e.a.vinserti128(x86::ymm6, x86::ymm6, x86::xmm7, 1);
}

void class64(Emitter& e, const ir::Inst& inst) {
  for (unsigned c : e.chunks()) {
    e.loadChunk64(e.vec(0), e.vec(1), inst.operands[0], c);
    for (unsigned h = 0; h < 2; ++h) {
      x86::Vec x = e.vec(h), cls = e.vec(kResultVec + h), magnitude = e.vec(2), test = e.vec(4), value = e.vec(5);
      auto pick = [&](const x86::Vec& dst, std::uint64_t positive, std::uint64_t negative) {
        vx::mov(e, dst, constant64(e, positive));
        vx::blendvpd(e, dst, dst, constant64(e, negative), x);
      };
      vx::pand(e, magnitude, x, constant64(e, kMagnitude64));
      pick(cls, 8, 3);                                         // normal
      vx::mov(e, test, constant64(e, kMinNormal64));
      cmpgtq(e, test, test, magnitude);                        // below the normals
      pick(value, 7, 4);
      vx::blendvpd(e, cls, cls, value, test);
      vx::pxor(e, test, test, test);
      cmpeqq(e, test, test, magnitude);                        // zero
      pick(value, 6, 5);
      vx::blendvpd(e, cls, cls, value, test);
      cmpeqq(e, test, magnitude, constant64(e, kInfinity64));  // infinity
      pick(value, 9, 2);
      vx::blendvpd(e, cls, cls, value, test);
      cmpgtq(e, test, magnitude, constant64(e, kInfinity64));  // NaN: its quiet bit
      e.a.vpsrlq(value, x, 51);
      vx::pand(e, value, value, constant64(e, 1));
      vx::blendvpd(e, cls, cls, value, test);
    }
    narrowHalves(e);
    x86::Vec bits = e.vec(0);
    e.loadChunk32(bits, inst.operands[1], c);
    e.a.vpsrlvd(bits, bits, e.vec(6));
    vx::pand(e, bits, bits, e.chunkConstant32(1));
    vx::cmpeqd(e, bits, bits, e.chunkConstant32(1));
    e.storeMaskChunk32(inst, c, bits);
  }
}

// The layout of an IEEE format, for frexp.
struct Format {
  bool f64;
  unsigned mantissaBits;
  int bias;
};
constexpr Format kF32{false, 23, 127}, kF64{true, 52, 1023};

// Integer lane ops of the format's width.
struct Lanes {
  Emitter& e;
  Format f;
  x86::Mem constant(std::uint64_t v) const { return f.f64 ? constant64(e, v) : e.chunkConstant32(std::uint32_t(v)); }
  void shr(const x86::Vec& d, const x86::Vec& a, unsigned n) const {
    if (f.f64) {
      e.a.vpsrlq(d, a, n);
    } else {
      e.a.vpsrld(d, a, n);
    }
  }
  void sub(const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b) const {
    e.a.emit(f.f64 ? x86::Inst::kIdVpsubq : x86::Inst::kIdVpsubd, d, a, b);
  }
  void eq(const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b) const {
    if (f.f64) return cmpeqq(e, d, a, b);
    vx::cmpeqd(e, d, a, b);
  }
  // d = mask ? b : a (all-ones masks).
  void blend(const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b, const x86::Vec& mask) const {
    if (f.f64) return vx::blendvpd(e, d, a, b, mask);
    vx::blendv(e, d, a, b, mask);
  }
  // The float whose value is the integer in `d` (below 2^mantissaBits).
  void significandAsFloat(const x86::Vec& d) const {
    std::uint64_t twoToM = std::uint64_t(f.bias + f.mantissaBits) << f.mantissaBits;
    vx::por(e, d, d, constant(twoToM));
    if (f.f64) {
      e.a.vsubpd(d, d, constant(twoToM));
    } else {
      e.a.vsubps(d, d, constant(twoToM));
    }
  }
};

// frexp of `x` (register, inputs already flushed) into `out`: the exponent
// (mantissa = false, lanes of the format's width) or the mantissa.
// Registers 3-5 and 14 are clobbered.
void frexpLanes(const Lanes& l, const x86::Vec& out, const x86::Vec& x, bool mantissa) {
  Emitter& e = l.e;
  const Format& f = l.f;
  std::uint64_t magnitudeMask = f.f64 ? kMagnitude64 : 0x7fffffffu;
  std::uint64_t mantissaMask = (1ull << f.mantissaBits) - 1, maxField = f.f64 ? 0x7ff : 0xff;
  x86::Vec magnitude = e.vec(3), field = e.vec(4), denormal = e.vec(5), test = e.vec(kSpareVec);
  vx::pand(e, magnitude, x, l.constant(magnitudeMask));
  l.shr(field, magnitude, f.mantissaBits);
  vx::mov(e, denormal, magnitude);
  l.significandAsFloat(denormal);  // garbage unless the field is 0
  std::uint64_t half = std::uint64_t(f.bias - 1);  // the field of [0.5, 1)
  if (mantissa) {
    // Normal: the field replaced; denormal: the float m's significand.
    vx::pand(e, out, x, l.constant(~(maxField << f.mantissaBits) & (f.f64 ? ~0ull : 0xffffffffull)));
    vx::por(e, out, out, l.constant(half << f.mantissaBits));
    vx::pand(e, denormal, denormal, l.constant(mantissaMask));
    vx::por(e, denormal, denormal, l.constant(half << f.mantissaBits));
    vx::pand(e, test, x, l.constant(f.f64 ? kSign64 : 0x80000000u));
    vx::por(e, denormal, denormal, test);
    l.eq(test, field, l.constant(0));
    l.blend(out, out, denormal, test);
    // Zeros, infinities and NaNs: themselves.
    l.eq(test, magnitude, l.constant(0));
    l.blend(out, out, x, test);
    l.eq(test, field, l.constant(maxField));
    l.blend(out, out, x, test);
    return;
  }
  // Normal: field - (bias - 1); denormal: m's field - (bias - 1) - (bias +
  // mantissaBits - 1).
  l.sub(out, field, l.constant(half));
  l.shr(denormal, denormal, f.mantissaBits);
  l.sub(denormal, denormal, l.constant(half + std::uint64_t(f.bias + f.mantissaBits - 1)));
  l.eq(test, field, l.constant(0));
  l.blend(out, out, denormal, test);
  l.eq(test, magnitude, l.constant(0));
  vx::pandn(e, out, test, out);
  l.eq(test, field, l.constant(maxField));
  vx::pandn(e, out, test, out);
}

void frexp(Emitter& e, const ir::Inst& inst, bool mantissa) {
  bool f64 = vectorOf(inst.operands[0]->type, Elem::F64);
  Lanes l{e, f64 ? kF64 : kF32};
  if (!f64) {
    bool flush = flushesF32Inputs(e);
    return lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
      x86::Vec x = e.vec(7);
      vx::mov(e, x, o[0]);
      if (flush) flushDenormals(e, x);
      frexpLanes(l, d, x, mantissa);
    });
  }
  bool flush = flushesF64Inputs(e);
  for (unsigned c : e.chunks()) {
    e.loadChunk64(e.vec(0), e.vec(1), inst.operands[0], c);
    for (unsigned h = 0; h < 2; ++h) {
      if (flush) flushDenormals64(e, e.vec(h), e.vec(3));
      frexpLanes(l, e.vec(kResultVec + h), e.vec(h), mantissa);
    }
    if (mantissa) {
      e.storeChunk64(inst, c, e.vec(6), e.vec(7));
    } else {
      narrowHalves(e);
      e.storeChunk32(inst, c, e.vec(6));
    }
  }
}

}  // namespace

bool nativeFloatBits(const Emitter& e, const ir::Inst& inst) {
  if (!e.staticMode()) return false;
  const ir::Type f64 = ir::Type::vector(Elem::F64), f32 = ir::Type::vector(Elem::F32);
  switch (inst.op) {
    case ir::Op::FMin: case ir::Op::FMax: return inst.type == f64 && allOperands(inst, [](ir::Type t) {
                                             return t == ir::Type::vector(Elem::F64);
                                           });
    case ir::Op::FClass: return inst.type.isMask() && inst.operands[0]->type == f64 && isLane32(inst.operands[1]->type);
    case ir::Op::FFrexpExp:
      return inst.type == ir::Type::vector(Elem::I32) && (inst.operands[0]->type == f64 || inst.operands[0]->type == f32);
    case ir::Op::FFrexpMant: return (inst.type == f64 || inst.type == f32) && inst.operands[0]->type == inst.type;
    default: return false;
  }
}

void emitFloatBits(Emitter& e, const ir::Inst& inst) {
  switch (inst.op) {
    case ir::Op::FMin: return minMax64(e, inst, false);
    case ir::Op::FMax: return minMax64(e, inst, true);
    case ir::Op::FClass: return class64(e, inst);
    case ir::Op::FFrexpExp: return frexp(e, inst, false);
    case ir::Op::FFrexpMant: return frexp(e, inst, true);
    default: return e.callInterpreterHelper(inst);
  }
}

}  // namespace gcnjit::backend_x64

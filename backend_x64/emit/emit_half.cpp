// f16 lanes (zero-extended in 32-bit lanes) through exact f32: each chunk's
// f16 values widen to f32 (vcvtph2ps, exact; MODE's f16 input flush done
// first on the bits), the f32 instruction runs, and the result narrows with
// vcvtps2ph in MODE's f16 rounding (then MODE's f16 output flush). Why
// that equals the lane functions (ir/eval/float.cpp, float_env.h):
// - FAdd, FSub, FMul: the lane function itself computes in f32 and rounds to
//   f16, both in MODE's f16 rounding; native when MXCSR's rounding (MODE's
//   f32 field) is the same. f32 values of f16 operands, their sums and
//   products are never f32 denormals, so DAZ changes nothing.
// - FSqrt: the lane function rounds the double root once to f16; the f32
//   root rounded again to f16 is the same value, since 24 >= 2 * 11 + 2
//   makes double rounding of a square root innocuous (and directed
//   roundings nest).
// - NaNs: x86 returns the first NaN operand quieted, with its payload, and
//   the conversions keep the payload: the lane functions' quietNan(first NaN).
// - FMin, FMax: the f32 code of lane_FMin/FMax (float_lanes.h) on exact f32
//   images whose signalling NaNs stay signalling (vcvtph2ps quiets them: the
//   quiet bit is cleared again), and back the same way.
// - FCmp: compares of exact images. FNeg, FAbs: the sign bit. FDivFixup:
//   integer code on the bits.
// - FFma (fmaHalf below): the lane function rounds a * b + c once to f16
//   (fmaScaled); here the f64 fma rounds first, then the f32 conversion
//   rounded to odd, then vcvtps2ph. Why that is the single rounding: the
//   product is exact in f64 (22 bits); if the sum is inexact in f64, c's top
//   bit lies more than 31 bits above the product's, so the sum lies within
//   2^-31 (relative) of c, an f16 value, far from any f16 rounding boundary,
//   and a directed f64 rounding keeps the side of c it is on; rounding to
//   odd at 24 bits keeps what rounding to 11 bits needs; exact zeros get
//   IEEE 754's sign from the f64 fma, as from the lane function. NaN
//   results (the lane function's x87 arithmetic chooses among NaNs its own
//   way) run the helper as a rare-operand path.
#include "backend_x64/emit/half_lanes.h"

#include "backend_x64/emit/float_lanes.h"
#include "ir/eval/float_imm.h"

namespace gcnjit::backend_x64 {
namespace {

bool halfVector(ir::Type t) { return t == ir::Type::vector(ir::Elem::F16); }

// f16 bits in 32-bit lanes of `src` as f32 in `dst` (clobbers register 15;
// `dst` may be `src`).
void widen(Emitter& e, const x86::Vec& dst, const x86::Vec& src) {
  if (e.zmmChunks()) {
    e.a.vpmovdw(dst.ymm(), src);
  } else {
    e.a.vpand(dst, src, e.broadcastConstant32(0xffff));
    e.a.vextracti128(x86::xmm15, dst, 1);
    e.a.vpackusdw(dst.xmm(), dst.xmm(), x86::xmm15);
  }
  e.a.vcvtph2ps(dst, vx::half(dst));
}
// f32 lanes of `src` to f16 bits zero-extended in `dst` (may be `src`).
void narrow(Emitter& e, const x86::Vec& dst, const x86::Vec& src, unsigned rounding) {
  e.a.vcvtps2ph(vx::half(dst), src, rounding);
  e.a.vpmovzxwd(dst, vx::half(dst));
}

// Lanes of `bits` (f16 or f32, per `quietBit` and `exponent`) that hold a
// signalling NaN, as all-ones lanes in `out` (clobbers register 14).
void signallingNans(Emitter& e, const x86::Vec& out, const x86::Vec& bits, std::uint32_t magnitude,
                    std::uint32_t infinity, std::uint32_t quietBit) {
  x86::Vec quiet = e.vec(kSpareVec);
  vx::pand(e, out, bits, e.chunkConstant32(magnitude));
  vx::cmpgtd(e, out, out, e.chunkConstant32(infinity));  // NaN
  vx::pand(e, quiet, bits, e.chunkConstant32(quietBit));
  vx::pandn(e, quiet, quiet, e.chunkConstant32(quietBit));  // quiet bit clear: quietBit there
  vx::cmpeqd(e, quiet, quiet, e.chunkConstant32(quietBit));
  vx::pand(e, out, out, quiet);
}

struct HalfMode {
  bool flushIn, flushOut;
  unsigned rounding;  // vcvtps2ph's immediate
};
HalfMode halfMode(const Emitter& e, const ir::Inst& inst) {
  bool forced = (inst.imm & ir::fpimm::kFlushDenorms) != 0 && inst.op == ir::Op::FSqrt;
  return {flushesF64Inputs(e) || forced, flushesF64Outputs(e) || forced,
          x86Rounding(ir::mode::f64Round(e.options.initialMode))};
}

// Operand `i` of chunk `c` as f32 in `dst` (input flush first).
void loadWidened(Emitter& e, const ir::Inst& inst, unsigned i, unsigned c, const x86::Vec& dst, const HalfMode& m) {
  e.loadChunk32(dst, inst.operands[i], c);
  if (m.flushIn) flushDenormals16(e, dst);
  widen(e, dst, dst);
}

// Arithmetic: `body(result, a, b)` on f32 registers.
template <class Body>
void arithmetic(Emitter& e, const ir::Inst& inst, Body body) {
  HalfMode m = halfMode(e, inst);
  for (unsigned c : e.chunks()) {
    x86::Vec a = e.vec(0), b = e.vec(1), r = e.vec(2);
    loadWidened(e, inst, 0, c, a, m);
    if (inst.operands.size() > 1) loadWidened(e, inst, 1, c, b, m);
    body(r, a, b);
    narrow(e, r, r, m.rounding);
    if (m.flushOut) flushDenormals16(e, r);
    e.storeChunk32(inst, c, r);
  }
}

void minMax(Emitter& e, const ir::Inst& inst, bool isMax) {
  HalfMode m = halfMode(e, inst);
  for (unsigned c : e.chunks()) {
    x86::Vec a = e.vec(0), b = e.vec(1), r = e.vec(2), t = e.vec(3), u = e.vec(4), snan = e.vec(5);
    for (unsigned i = 0; i < 2; ++i) {
      x86::Vec v = i ? b : a;
      e.loadChunk32(v, inst.operands[i], c);
      if (m.flushIn) flushDenormals16(e, v);
      vx::pand(e, v, v, e.chunkConstant32(0xffff));
      signallingNans(e, snan, v, 0x7fff, 0x7c00, 0x200);
      widen(e, v, v);
      vx::pand(e, snan, snan, e.chunkConstant32(0x400000));
      vx::pxor(e, v, v, snan);  // quiet bit cleared again
    }
    minMaxLanes(e, isMax, r, a, b, t, u);
    signallingNans(e, snan, r, 0x7fffffff, 0x7f800000, 0x400000);
    narrow(e, r, r, m.rounding);  // exact: r is one of the f16 values (or a zero)
    vx::pand(e, snan, snan, e.chunkConstant32(0x200));
    vx::pxor(e, r, r, snan);
    if (m.flushOut) flushDenormals16(e, r);
    e.storeChunk32(inst, c, r);
  }
}

// FFma of f16 lanes (see the top of the file). Not per-chunk code: a NaN
// result in any lane runs the helper.
void fmaHalf(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  HalfMode m = halfMode(e, inst);
  bool zmm = e.zmmChunks();
  const std::uint32_t evens[8] = {0, 2, 4, 6, 0, 0, 0, 0};
  a.xor_(x86::r9d, x86::r9d);  // lanes with a NaN result, accumulated
  for (unsigned c : e.chunks()) {
    x86::Vec A = e.vec(0), B = e.vec(1), C = e.vec(2), R = e.vec(6);
    for (unsigned i = 0; i < 3; ++i) loadWidened(e, inst, i, c, e.vec(i), m);
    for (unsigned h = 0; h < 2; ++h) {
      x86::Vec ad = e.vec(3), bd = e.vec(4), sum = e.vec(5), t7 = e.vec(7), t14 = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
      auto widenHalf = [&](const x86::Vec& d, const x86::Vec& f) {
        if (h) {
          vx::extractHigh(e, d, f);
          a.vcvtps2pd(d, vx::half(d));
        } else {
          a.vcvtps2pd(d, vx::half(f));
        }
      };
      widenHalf(ad, A);
      widenHalf(bd, B);
      widenHalf(sum, C);
      a.vfmadd231pd(sum, ad, bd);
      // Round to odd: r = the f32 conversion; one step toward zero where it
      // rounded away (|back| > |sum|), the low bit set where inexact.
      x86::Vec r = vx::half(ad);
      a.vcvtpd2ps(r, sum);
      a.vcvtps2pd(bd, r);
      vx::pand(e, t14, bd, constant64(e, ~(1ull << 63)));
      vx::pand(e, t15, sum, constant64(e, ~(1ull << 63)));
      if (zmm) {
        a.vcmppd(x86::k1, t14, t15, 0x1e);  // GT_OQ
        a.vcmppd(x86::k2, bd, sum, 0x04);   // NEQ_UQ
        a.k(x86::k1).vpsubd(r, r, e.broadcastConstant32(1));
        a.k(x86::k2).vpord(r, r, e.broadcastConstant32(1));
      } else {
        a.vcmppd(t14, t14, t15, 0x1e);
        a.vcmppd(t15, bd, sum, 0x04);
        a.vmovdqu(t7, e.constant32x8(evens));
        a.vpermd(t14, t7, t14);             // 64-bit masks to 32-bit lanes
        a.vpermd(t15, t7, t15);
        a.vpaddd(r.xmm(), r.xmm(), t14.xmm());  // -1 where it rounded away
        a.vpsrld(t15.xmm(), t15.xmm(), 31);
        a.vpor(r.xmm(), r.xmm(), t15.xmm());
      }
      if (h == 0) {
        vx::mov(e, R, ad);
      } else if (zmm) {
        a.vinsertf64x4(R, R, r, 1);
      } else {
        a.vinsertf128(R, R, r, 1);
      }
    }
    if (zmm) {
      a.vcmpps(x86::k1, R, R, 3);  // UNORD
      a.kmovw(x86::ecx, x86::k1);
    } else {
      a.vcmpps(e.vec(7), R, R, 3);
      a.vmovmskps(x86::ecx, e.vec(7));
    }
    a.or_(x86::r9d, x86::ecx);
    narrow(e, R, R, m.rounding);
    if (m.flushOut) flushDenormals16(e, R);
    e.storeChunk32(inst, c, R);
  }
  Label done = a.newLabel();
  a.test(x86::r9d, x86::r9d);
  a.jz(done);
  e.callInterpreterHelperForRareOperands(inst);
  a.bind(done);
}

// V_DIV_FIXUP_F16 (lane_FDivFixup on f16; S0 = quotient, S1 = den, S2 =
// num, den and num flushed per MODE): in order of precedence a NaN num or
// den quieted; 0/0 and inf/inf the default NaN; x/0 and inf/x an infinity,
// x/inf and 0/x a zero of the quotient's sign; else |S0| with that sign,
// flushed per MODE. Integer code on the bits.
void divFixupHalf(Emitter& e, const ir::Inst& inst) {
  HalfMode m = halfMode(e, inst);
  for (unsigned c : e.chunks()) {
    x86::Vec quotient = e.vec(0), den = e.vec(1), num = e.vec(2), out = e.vec(6);
    x86::Vec sign = e.vec(4), aden = e.vec(5), anum = e.vec(7), t14 = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
    for (unsigned i = 0; i < 3; ++i) {
      e.loadChunk32(e.vec(i), inst.operands[i], c);
      vx::pand(e, e.vec(i), e.vec(i), e.chunkConstant32(0xffff));
    }
    if (m.flushIn) {
      flushDenormals16(e, den);
      flushDenormals16(e, num);
    }
    vx::pxor(e, sign, den, num);
    vx::pand(e, sign, sign, e.chunkConstant32(0x8000));
    vx::pand(e, aden, den, e.chunkConstant32(0x7fff));
    vx::pand(e, anum, num, e.chunkConstant32(0x7fff));
    vx::pand(e, out, quotient, e.chunkConstant32(0x7fff));
    vx::por(e, out, out, sign);
    if (m.flushOut) flushDenormals16(e, out);
    // A zero: den infinite or num zero.
    vx::cmpeqd(e, t14, aden, e.chunkConstant32(0x7c00));
    vx::cmpeqd(e, t15, anum, e.chunkConstant32(0));
    vx::por(e, t14, t14, t15);
    vx::blendv(e, out, out, sign, t14);
    // An infinity: den zero or num infinite.
    vx::cmpeqd(e, t14, aden, e.chunkConstant32(0));
    vx::cmpeqd(e, t15, anum, e.chunkConstant32(0x7c00));
    vx::por(e, t14, t14, t15);
    vx::por(e, t15, sign, e.chunkConstant32(0x7c00));
    vx::blendv(e, out, out, t15, t14);
    // The default NaN: both zero or both infinite.
    vx::cmpeqd(e, t14, aden, anum);
    vx::cmpeqd(e, t15, aden, e.chunkConstant32(0));
    vx::cmpeqd(e, e.vec(3), aden, e.chunkConstant32(0x7c00));
    vx::por(e, t15, t15, e.vec(3));
    vx::pand(e, t14, t14, t15);
    vx::blendv(e, out, out, e.chunkConstant32(0xfe00), t14);
    // NaN operands, num's first.
    for (const x86::Vec& x : {den, num}) {
      x86::Vec magnitude = x == den ? aden : anum;
      vx::cmpgtd(e, t14, magnitude, e.chunkConstant32(0x7c00));
      vx::por(e, t15, x, e.chunkConstant32(0x200));
      vx::blendv(e, out, out, t15, t14);
    }
    e.storeChunk32(inst, c, out);
  }
}

}  // namespace

bool nativeHalfFma(const Emitter& e, const ir::Inst& inst) {
  return inst.op == ir::Op::FFma && e.staticMode() && halfVector(inst.type) && allOperands(inst, halfVector) &&
         roundingFieldsEqual(e);
}

bool nativeHalf(const Emitter& e, const ir::Inst& inst) {
  using ir::Op;
  switch (inst.op) {
    case Op::FNeg: case Op::FAbs: return halfVector(inst.type) && halfVector(inst.operands[0]->type);
    default: break;
  }
  if (!e.staticMode()) return false;
  switch (inst.op) {
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FSqrt:
      return halfVector(inst.type) && allOperands(inst, halfVector) && roundingFieldsEqual(e);
    case Op::FMin: case Op::FMax: case Op::FDivFixup: return halfVector(inst.type) && allOperands(inst, halfVector);
    case Op::FCmp: return inst.type.isMask() && allOperands(inst, halfVector);
    default: return false;
  }
}

void emitHalf(Emitter& e, const ir::Inst& inst) {
  using ir::Op;
  switch (inst.op) {
    case Op::FNeg:
      return lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
        vx::pxor(e, d, o[0], e.chunkConstant32(0x8000));
        vx::pand(e, d, d, e.chunkConstant32(0xffff));
      });
    case Op::FAbs:
      return lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) { vx::pand(e, d, o[0], e.chunkConstant32(0x7fff)); });
    case Op::FAdd: return arithmetic(e, inst, [&](auto r, auto a, auto b) { e.a.vaddps(r, a, b); });
    case Op::FSub: return arithmetic(e, inst, [&](auto r, auto a, auto b) { e.a.vsubps(r, a, b); });
    case Op::FMul: return arithmetic(e, inst, [&](auto r, auto a, auto b) { e.a.vmulps(r, a, b); });
    case Op::FSqrt: return arithmetic(e, inst, [&](auto r, auto a, auto) { e.a.vsqrtps(r, a); });
    case Op::FFma: return fmaHalf(e, inst);
    case Op::FDivFixup: return divFixupHalf(e, inst);
    case Op::FMin: return minMax(e, inst, false);
    case Op::FMax: return minMax(e, inst, true);
    case Op::FCmp: {
      HalfMode m = halfMode(e, inst);
      unsigned predicate = kCmpPredicates[inst.imm & 15];
      for (unsigned c : e.chunks()) {
        x86::Vec a = e.vec(0), b = e.vec(1);
        loadWidened(e, inst, 0, c, a, m);
        loadWidened(e, inst, 1, c, b, m);
        if (e.zmmChunks()) {
          e.a.vcmpps(x86::k1, a, b, predicate);
          e.storeMaskK(inst, c, x86::k1);
        } else {
          e.a.vcmpps(a, a, b, predicate);
          e.storeMaskChunk32(inst, c, a);
        }
      }
      return;
    }
    default: return e.callInterpreterHelper(inst);
  }
}

}  // namespace gcnjit::backend_x64

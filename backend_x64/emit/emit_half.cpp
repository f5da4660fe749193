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
// - FCmp: compares of exact images. FNeg, FAbs: the sign bit.
// FFma stays with the helper: its f32 fma rounded again to f16 is a double
// rounding the lane function (rounded once, fmaScaled) does not make.
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
  x86::Vec quiet = e.vec(14);
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

}  // namespace

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
    case Op::FMin: case Op::FMax: return halfVector(inst.type) && allOperands(inst, halfVector);
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

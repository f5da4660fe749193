// Dot products of packed fields (ir/ops/matrix.inc; lane_SDot / lane_UDot
// in ir/eval/matrix.cpp, lane_FDot2F16 in ir/eval/float_dot.cpp) on 32-bit
// lanes, the same code for ymm and zmm chunks.
// - SDot / UDot: each field pair's product with vpmulld (exact: at most 32
//   bits), summed modulo 2^32. Without saturation that is the lane
//   function's result. With it: unsigned sums saturate when any addition
//   carried out of 32 bits; signed sums of products fit 32 bits (4- and
//   8-bit fields: |sum| < 2^17; 16-bit: the one exception is two products
//   (-32768)^2, a sum of 2^31, handled apart), and adding the accumulator
//   saturates on signed overflow toward the accumulator's sign.
// - FDot2F16 (c, a, b): the f16 halves widen to f32 exactly (MODE's f16
//   input flush first), the products are exact in f32, and the lane
//   function's two additions (a0 b0 + a1 b1, then + c, left to right) are
//   vaddps in MXCSR's rounding (MODE's f32 field: static MODE); c's f32
//   input flush is DAZ's, the output flush is applied after rounding. Which
//   NaN the lane function's C++ expression returns is the compiler's choice
//   of operand order, so a NaN result in any lane runs the lane function
//   for the op through the helper (a rare-operand path: not chunkwise).
#include "backend_x64/emit/float_lanes.h"

namespace gcnjit::backend_x64 {
namespace {

bool dotShape(const ir::Inst& inst) { return isVector32(inst.type) && allOperands(inst, isLane32); }

// Field `i` of `width` bits of `x`, sign- or zero-extended, into `d`.
void extractField(Emitter& e, const x86::Vec& d, const x86::Vec& x, unsigned i, unsigned width, bool isSigned) {
  unsigned top = 32 - width * (i + 1);
  if (isSigned) {
    if (top) {
      e.a.vpslld(d, x, top);
      e.a.vpsrad(d, d, 32 - width);
    } else {
      e.a.vpsrad(d, x, 32 - width);
    }
    return;
  }
  if (top == 0) return void(e.a.vpsrld(d, x, 32 - width));
  e.a.vpsrld(d, x, width * i);
  vx::pand(e, d, d, e.chunkConstant32((1u << width) - 1));
}

// `carry` |= (sum < before), unsigned (clobbers register 15).
void orCarry(Emitter& e, const x86::Vec& carry, const x86::Vec& sum, const x86::Vec& before) {
  x86::Vec t = e.vec(kSpareVec + 1);
  e.a.vpmaxud(t, sum, before);
  vx::cmpeqd(e, t, t, sum);   // sum >= before: no carry
  vx::pandn(e, t, t, e.chunkConstant32(~0u));
  vx::por(e, carry, carry, t);
}

void integerDot(Emitter& e, const ir::Inst& inst, bool isSigned) {
  unsigned width = unsigned(inst.imm & 0xff);
  bool saturate = (inst.imm >> 8) & 1;
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    const x86::Vec &a = o[0], &b = o[1], &c = o[2];
    x86::Vec sum = e.vec(4), fa = e.vec(3), fb = e.vec(5), carry = e.vec(7), before = e.vec(kSpareVec);
    vx::pxor(e, sum, sum, sum);
    vx::pxor(e, carry, carry, carry);
    for (unsigned i = 0; i < 32 / width; ++i) {
      extractField(e, fa, a, i, width, isSigned);
      extractField(e, fb, b, i, width, isSigned);
      e.a.vpmulld(fa, fa, fb);
      if (saturate && !isSigned) vx::mov(e, before, sum);
      e.a.vpaddd(sum, sum, fa);
      if (saturate && !isSigned) orCarry(e, carry, sum, before);
    }
    e.a.vpaddd(d, sum, c);
    if (!saturate) return;
    if (!isSigned) {
      orCarry(e, carry, d, sum);
      vx::por(e, d, d, carry);  // UINT_MAX where the exact sum passed 2^32 - 1
      return;
    }
    // Signed overflow of sum + c: both operands' signs differ from the
    // result's; it saturates toward c's sign.
    x86::Vec overflow = e.vec(3), limit = e.vec(5);
    vx::pxor(e, overflow, sum, d);
    vx::pxor(e, limit, c, d);
    vx::pand(e, overflow, overflow, limit);
    e.a.vpsrad(limit, c, 31);
    vx::pxor(e, limit, limit, e.chunkConstant32(0x7fffffff));  // INT_MAX, or INT_MIN for c < 0
    vx::blendv(e, d, d, limit, overflow);
    if (width == 16) {
      // Both products (-32768)^2: the sum is 2^31, wrapped to INT_MIN; the
      // result is INT_MAX for c >= 0, else 2^31 + c (the wrapped d).
      vx::cmpeqd(e, overflow, a, e.chunkConstant32(0x80008000u));
      vx::cmpeqd(e, fb, b, e.chunkConstant32(0x80008000u));
      vx::pand(e, overflow, overflow, fb);
      e.a.vpaddd(fb, sum, c);                                   // the wrapped sum
      vx::mov(e, before, e.chunkConstant32(0x7fffffff));
      vx::blendv(e, fb, before, fb, c);                         // c >= 0: INT_MAX
      vx::blendv(e, d, d, fb, overflow);
    }
  });
}

}  // namespace

bool chunkwiseDot(const Emitter&, const ir::Inst& inst) {
  switch (inst.op) {
    case ir::Op::SDot: case ir::Op::UDot: {
      unsigned width = unsigned(inst.imm & 0xff);
      return dotShape(inst) && (width == 4 || width == 8 || width == 16);
    }
    default: return false;
  }
}

namespace {
bool nativeFDot2F16(const Emitter& e, const ir::Inst& inst) {
  return e.staticMode() && inst.type == ir::Type::vector(ir::Elem::F32) && dotShape(inst);
}
}  // namespace

void emit_SDot(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseDot(e, inst)) return e.callInterpreterHelper(inst);
  integerDot(e, inst, true);
}
void emit_UDot(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseDot(e, inst)) return e.callInterpreterHelper(inst);
  integerDot(e, inst, false);
}

void emit_FDot2F16(Emitter& e, const ir::Inst& inst) {
  if (!nativeFDot2F16(e, inst)) return e.callInterpreterHelper(inst);
  bool flushHalves = flushesF64Inputs(e), flushOut = flushesF32Outputs(e);
  x86::Vec nans = e.vec(kSpareVec);
  vx::pxor(e, nans, nans, nans);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    const x86::Vec &c = o[0], &a = o[1], &b = o[2];
    // Half `index` of `x` as f32 in `dst` (clobbers register 15 on AVX2).
    auto half = [&](const x86::Vec& dst, const x86::Vec& x, unsigned index) {
      if (index) {
        e.a.vpsrld(dst, x, 16);
      } else {
        vx::pand(e, dst, x, e.chunkConstant32(0xffff));
      }
      if (flushHalves) flushDenormals16(e, dst);  // clobbers register 3
      if (e.zmmChunks()) {
        e.a.vpmovdw(dst.ymm(), dst);
      } else {
        e.a.vextracti128(x86::xmm15, dst, 1);
        e.a.vpackusdw(dst.xmm(), dst.xmm(), x86::xmm15);
      }
      e.a.vcvtph2ps(dst, vx::half(dst));
    };
    x86::Vec p0 = e.vec(4), p1 = e.vec(5), t = e.vec(7);
    half(p0, a, 0);
    half(t, b, 0);
    e.a.vmulps(p0, p0, t);
    half(p1, a, 1);
    half(t, b, 1);
    e.a.vmulps(p1, p1, t);
    e.a.vaddps(p0, p0, p1);
    e.a.vaddps(d, p0, c);
    if (flushOut) flushDenormals(e, d);  // clobbers registers 3 and 4
    vx::cmpps(e, t, d, d, 3);            // UNORD: NaN
    vx::por(e, nans, nans, t);
  });
  Label done = e.a.newLabel();
  vx::testAllZero(e, nans);
  e.a.jz(done);
  e.callInterpreterHelperForRareOperands(inst);
  e.a.bind(done);
}

}  // namespace gcnjit::backend_x64

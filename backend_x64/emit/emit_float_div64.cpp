// The f64 division steps V_DIV_FIXUP and V_DIV_FMAS (lane_FDivFixup and
// lane_FDivFmas on f64 lanes, ir/eval/float.cpp) as vector code; V_DIV_SCALE
// f64 is a lane loop of its own (div_scale64.cpp: its tests compare long
// double quotients with 2^-1022, so it divides in x87 as the lane function
// does).
// - FDivFixup is integer code on the bits, the f32 form's
//   (emit_float_div.cpp) with 64-bit lanes: MODE's f64 flushes on the bits,
//   so any static MODE.
// - FDivFmas without its flag is a * b + c rounded once (the lane function
//   rounds a binary128 sum to odd, then to f64): vfmadd231pd where MXCSR
//   rounds as MODE's f64 field and DAZ is off (its inputs are never
//   flushed), exact zeros signed as IEEE 754 signs them, as the lane
//   function does. The flag set in some lane, or a NaN result, runs the
//   helper for the op.
#include "backend_x64/emit/float_div64.h"

#include "backend_x64/emit/float_lanes.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr std::uint64_t kMagnitude = 0x7fffffffffffffffull, kSign = 1ull << 63;
constexpr std::uint64_t kInfinity = 0x7ff0000000000000ull, kQuiet = 1ull << 51;
constexpr std::uint64_t kDefaultNan = 0xfff8000000000000ull;

bool f64Vector(ir::Type t) { return t == ir::Type::vector(ir::Elem::F64); }

// One half of a chunk: quotient, den, num into `out`; 7, 14, 15 clobbered.
void fixupHalf(Emitter& e, bool flushIn, bool flushOut, const x86::Vec& quotient, const x86::Vec& den,
               const x86::Vec& num, const x86::Vec& out) {
  x86::Vec t7 = e.vec(7), t14 = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
  if (flushIn) {
    flushDenormals64(e, den, t14);
    flushDenormals64(e, num, t14);
  }
  auto magnitude = [&](const x86::Vec& d, const x86::Vec& x) { vx::pand(e, d, x, constant64(e, kMagnitude)); };
  vx::pxor(e, t14, den, num);
  vx::pand(e, t14, t14, constant64(e, kSign));
  magnitude(out, quotient);
  vx::por(e, out, out, t14);                        // |S0| with the quotient's sign
  if (flushOut) flushDenormals64(e, out, t14);
  // A zero: E(den) - E(num) > 1075, den infinite or num zero.
  magnitude(t14, den);
  e.a.vpsrlq(t14, t14, 52);
  magnitude(t15, num);
  e.a.vpsrlq(t15, t15, 52);
  e.a.vpsubq(t14, t14, t15);
  cmpgtq(e, t14, t14, constant64(e, 1075));
  magnitude(t15, den);
  cmpeqq(e, t15, t15, constant64(e, kInfinity));
  vx::por(e, t14, t14, t15);
  magnitude(t15, num);
  cmpeqq(e, t15, t15, constant64(e, 0));
  vx::por(e, t14, t14, t15);
  vx::pand(e, t15, out, constant64(e, kSign));
  vx::blendvpd(e, out, out, t15, t14);
  // An infinity: den zero or num infinite.
  magnitude(t14, den);
  cmpeqq(e, t14, t14, constant64(e, 0));
  magnitude(t15, num);
  cmpeqq(e, t15, t15, constant64(e, kInfinity));
  vx::por(e, t14, t14, t15);
  vx::pand(e, t15, out, constant64(e, kSign));
  vx::por(e, t15, t15, constant64(e, kInfinity));
  vx::blendvpd(e, out, out, t15, t14);
  // The default NaN: both zero or both infinite (equal magnitudes, zero or
  // infinite).
  magnitude(t14, den);
  magnitude(t15, num);
  cmpeqq(e, t7, t14, t15);
  cmpeqq(e, t15, t14, constant64(e, 0));
  cmpeqq(e, t14, t14, constant64(e, kInfinity));
  vx::por(e, t14, t14, t15);
  vx::pand(e, t7, t7, t14);
  vx::blendvpd(e, out, out, constant64(e, kDefaultNan), t7);
  // NaN operands, num's first.
  for (const x86::Vec& x : {den, num}) {
    magnitude(t14, x);
    cmpgtq(e, t14, t14, constant64(e, kInfinity));
    vx::por(e, t15, x, constant64(e, kQuiet));
    vx::blendvpd(e, out, out, t15, t14);
  }
}

}  // namespace

bool nativeDivFixup64(const Emitter& e, const ir::Inst& inst) {
  return inst.op == ir::Op::FDivFixup && e.staticMode() && f64Vector(inst.type) && allOperands(inst, f64Vector);
}

void emitDivFixup64(Emitter& e, const ir::Inst& inst) {
  bool flushIn = flushesF64Inputs(e), flushOut = flushesF64Outputs(e);
  for (unsigned c : e.chunks()) {
    for (unsigned i = 0; i < 3; ++i) e.loadChunk64(e.vec(2 * i), e.vec(2 * i + 1), inst.operands[i], c);
    for (unsigned h = 0; h < 2; ++h) {
      // Each half is stored at once: registers 6 (result), 7, 14, 15 are all
      // the scratch there is next to the operands.
      fixupHalf(e, flushIn, flushOut, e.vec(h), e.vec(2 + h), e.vec(4 + h), e.vec(6));
      vx::store(e, e.chunkAt(&inst, c, h), e.vec(6));
    }
  }
}

bool nativeDivFmas64(const Emitter& e, const ir::Inst& inst) {
  return inst.op == ir::Op::FDivFmas && e.staticMode() && f64Vector(inst.type) && inst.operands.size() == 4 &&
         f64Vector(inst.operands[0]->type) && f64Vector(inst.operands[1]->type) &&
         f64Vector(inst.operands[2]->type) && inst.operands[3]->type.isMask() && roundingFieldsEqual(e) && !dazOn(e);
}

void emitDivFmas64(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  bool flushOut = flushesF64Outputs(e);
  Label rare = a.newLabel(), done = a.newLabel();
  e.loadScalar(x86::rax, inst.operands[3]);
  a.test(x86::rax, x86::rax);
  a.jnz(rare);
  x86::Vec nans = e.vec(kSpareVec), t15 = e.vec(kSpareVec + 1);
  vx::pxor(e, nans, nans, nans);
  for (unsigned c : e.chunks()) {
    for (unsigned i = 0; i < 3; ++i) e.loadChunk64(e.vec(2 * i), e.vec(2 * i + 1), inst.operands[i], c);
    for (unsigned h = 0; h < 2; ++h) {
      x86::Vec x = e.vec(h), y = e.vec(2 + h), z = e.vec(4 + h), out = e.vec(kResultVec + h);
      vx::mov(e, out, z);
      a.vfmadd231pd(out, x, y);
      if (flushOut) flushDenormals64(e, out, t15);
      vx::cmppd(e, t15, out, out, 3);  // UNORD: NaN
      vx::por(e, nans, nans, t15);
    }
    e.storeChunk64(inst, c, e.vec(6), e.vec(7));
  }
  if (e.zmmChunks()) {
    a.vptestmq(x86::k1, nans, nans);
    a.kortestb(x86::k1, x86::k1);
  } else {
    a.vptest(nans, nans);
  }
  a.jz(done);
  a.bind(rare);
  e.callInterpreterHelperForRareOperands(inst);
  a.bind(done);
}

}  // namespace gcnjit::backend_x64

// Conversions to and from f64 and f16 lanes (lane_FPExt, lane_FPTrunc,
// lane_SIToFP, lane_UIToFP, lane_FPToSI, lane_FPToUI in
// ir/eval/float_convert.cpp), each one host conversion per lane:
// - f16 -> f32 and i32/u32 -> f64 are exact; f32 -> f64 too, but DAZ would
//   flush its f32 denormal inputs, which the lane function keeps, so it is
//   native only without DAZ.
// - f64 -> f32 rounds once in MXCSR's rounding, MODE's f32 field (the lane
//   function rounds per the result's field), or with a fixed rounding (the
//   op's imm) that MXCSR holds or, on AVX-512, embedded in the instruction;
//   its f64 denormal inputs are
//   flushed by DAZ, so it is native when MODE flushes f64 inputs exactly
//   when DAZ is on, or flushes f32 outputs (a denormal input's result is
//   then a zero of its sign either way); f32 denormal results are flushed
//   after rounding as the lane function does.
// - f32 -> f16 rounds with vcvtps2ph's immediate rounding (MODE's f16 field
//   or the op's fixed rounding); f32 inputs and f16 outputs are flushed
//   here per MODE.
// - f64 -> i32/u32 truncate: NaN lanes are zeroed, values clamped to the
//   result's range (the bounds are doubles), then converted by truncation;
//   no MODE applies (a denormal truncates to 0, flushed or not).
// NaNs convert as the lane functions' host conversions do: quieted, payload
// kept (shifted) — the same hardware conversions or soft-float ones with
// x86's NaN rules (tests/unit/native_ops_jit_test.cpp compares them).
#include "backend_x64/emit/convert_wide.h"

#include "backend_x64/emit/float_lanes.h"

namespace gcnjit::backend_x64 {
namespace {

using ir::Elem;

bool vectorOf(ir::Type t, Elem e) { return t == ir::Type::vector(e); }
bool from(const ir::Inst& inst, Elem operand, Elem result) {
  return vectorOf(inst.type, result) && vectorOf(inst.operands[0]->type, operand);
}

// Joins two half-width registers (the chunk's first and second half of
// lanes) into `lo`'s full width.
void joinHalves(Emitter& e, const x86::Vec& lo, const x86::Vec& hi) {
  if (lo.isZmm()) {
    e.a.vinserti64x4(lo, lo, hi.ymm(), 1);
  } else {
    e.a.vinserti128(lo, lo, hi.xmm(), 1);
  }
}

// For each chunk: 64-bit lanes in registers 0 and 1, `narrow(dst, src)`
// converts one half into the half-width register of `dst`; the result, in
// register 0, is stored as 32-bit lanes after `finish`.
template <class Narrow, class Finish>
void from64(Emitter& e, const ir::Inst& inst, Narrow narrow, Finish finish) {
  for (unsigned c : e.chunks()) {
    x86::Vec v0 = e.vec(0), v1 = e.vec(1);
    e.loadChunk64(v0, v1, inst.operands[0], c);
    narrow(v0, v0);
    narrow(v1, v1);
    joinHalves(e, v0, v1);
    finish(v0);
    e.storeChunk32(inst, c, v0);
  }
}

// For each chunk: 32-bit lanes in register 0, `widen(dst, src)` converts
// the half-width register `src` into the full-width `dst`.
template <class Widen>
void to64(Emitter& e, const ir::Inst& inst, Widen widen) {
  for (unsigned c : e.chunks()) {
    x86::Vec v0 = e.vec(0), v1 = e.vec(1), v2 = e.vec(2);
    e.loadChunk32(v0, inst.operands[0], c);
    vx::extractHigh(e, v2, v0);
    widen(v1, vx::half(v0));
    widen(v2, vx::half(v2));
    e.storeChunk64(inst, c, v1, v2);
  }
}

// f64 -> i32 / u32 truncation: NaN lanes to 0, clamp to [low, high], then
// `convert(dst, src)` truncates a clamped half.
template <class Convert>
void truncate64(Emitter& e, const ir::Inst& inst, std::uint64_t low, std::uint64_t high, Convert convert) {
  from64(e, inst, [&](const x86::Vec& dst, const x86::Vec& src) {
    x86::Vec ordered = e.vec(3);
    vx::cmppd(e, ordered, src, src, 7);  // ORD_Q: not NaN
    vx::pand(e, src, src, ordered);
    e.a.vmaxpd(src, src, constant64(e, low));
    e.a.vminpd(src, src, constant64(e, high));
    convert(dst, src);
  }, [](const x86::Vec&) {});
}

// The GCN rounding of an f64 -> f32 conversion: the op's fixed one (imm
// 1 + r) or MODE's f32 field.
unsigned f32Rounding(const Emitter& e, const ir::Inst& inst) {
  return inst.imm ? unsigned(inst.imm - 1) : ir::mode::f32Round(e.options.initialMode);
}

// The f16 rounding vcvtps2ph applies: the op's fixed one (imm 1 + r) or MODE's.
unsigned f16Rounding(const Emitter& e, const ir::Inst& inst) {
  unsigned gcn = inst.imm ? unsigned(inst.imm - 1) : ir::mode::f64Round(e.options.initialMode);
  return x86Rounding(gcn);
}

}  // namespace

bool wideConversion(const Emitter& e, const ir::Inst& inst) {
  switch (inst.op) {
    case ir::Op::FPExt:
      return from(inst, Elem::F16, Elem::F32) || (from(inst, Elem::F32, Elem::F64) && e.staticMode() && !dazOn(e));
    case ir::Op::FPTrunc:
      if (!e.staticMode()) return false;
      // An f64 denormal converts to a zero or the smallest f32 denormal of
      // its sign: flushed outputs make both the same zero.
      if (from(inst, Elem::F64, Elem::F32)) {
        bool rounds = f32Rounding(e, inst) == ir::mode::f32Round(e.options.initialMode) || e.zmmChunks();
        return rounds && (dazOn(e) == flushesF64Inputs(e) || flushesF32Outputs(e));
      }
      return from(inst, Elem::F32, Elem::F16);
    case ir::Op::SIToFP:
    case ir::Op::UIToFP: return from(inst, Elem::I32, Elem::F64);
    case ir::Op::FPToSI:
    case ir::Op::FPToUI: return from(inst, Elem::F64, Elem::I32);
    default: return false;
  }
}

void emitWideConversion(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  bool zmm = e.zmmChunks();
  switch (inst.op) {
    case ir::Op::FPExt:
      if (from(inst, Elem::F16, Elem::F32)) {
        for (unsigned c : e.chunks()) {
          x86::Vec v0 = e.vec(0);
          e.loadChunk32(v0, inst.operands[0], c);
          if (zmm) {
            a.vpmovdw(x86::ymm0, x86::zmm0);  // the low words
          } else {
            a.vpand(x86::ymm0, x86::ymm0, e.broadcastConstant32(0xffff));
            a.vextracti128(x86::xmm1, x86::ymm0, 1);
            a.vpackusdw(x86::xmm0, x86::xmm0, x86::xmm1);
          }
          a.vcvtph2ps(v0, vx::half(v0));
          e.storeChunk32(inst, c, v0);
        }
        return;
      }
      return to64(e, inst, [&](const x86::Vec& d, const x86::Vec& s) { a.vcvtps2pd(d, s); });
    case ir::Op::FPTrunc:
      if (from(inst, Elem::F64, Elem::F32)) {
        bool flush = flushesF32Outputs(e);
        unsigned rounding = f32Rounding(e, inst);
        bool embedded = rounding != ir::mode::f32Round(e.options.initialMode);  // zmm only (wideConversion)
        return from64(e, inst, [&](const x86::Vec& d, const x86::Vec& s) {
                        if (embedded) embedRounding(e, rounding);
                        a.vcvtpd2ps(vx::half(d), s);
                      },
                      [&](const x86::Vec& r) {
                        if (flush) flushDenormals(e, r);
                      });
      }
      {
        bool flushIn = flushesF32Inputs(e), flushOut = flushesF64Outputs(e);
        unsigned rounding = f16Rounding(e, inst);
        for (unsigned c : e.chunks()) {
          x86::Vec v0 = e.vec(0), v1 = e.vec(1);
          e.loadChunk32(v0, inst.operands[0], c);
          if (flushIn) flushDenormals(e, v0);
          a.vcvtps2ph(vx::half(v1), v0, rounding);
          a.vpmovzxwd(v0, vx::half(v1));
          if (flushOut) flushDenormals16(e, v0);
          e.storeChunk32(inst, c, v0);
        }
      }
      return;
    case ir::Op::SIToFP: return to64(e, inst, [&](const x86::Vec& d, const x86::Vec& s) { a.vcvtdq2pd(d, s); });
    case ir::Op::UIToFP:
      if (zmm) return to64(e, inst, [&](const x86::Vec& d, const x86::Vec& s) { a.vcvtudq2pd(d, s); });
      // (u - 2^31) as signed, plus 2^31: both steps exact in f64, but 0
      // comes out as -0 when rounding toward -inf: the sign is cleared.
      return to64(e, inst, [&](const x86::Vec& d, const x86::Vec& s) {
        x86::Mem sign = e.broadcastConstant32(0x80000000u);
        sign.setSize(16);
        a.vpxor(s, s, sign);
        a.vcvtdq2pd(d, s);
        a.vaddpd(d, d, constant64(e, 0x41e0000000000000ull));  // 2^31
        a.vpand(d, d, constant64(e, 0x7fffffffffffffffull));
      });
    case ir::Op::FPToSI:
      return truncate64(e, inst, 0xc1e0000000000000ull /* -2^31 */, 0x41dfffffffc00000ull /* 2^31 - 1 */,
                        [&](const x86::Vec& d, const x86::Vec& s) { a.vcvttpd2dq(vx::half(d), s); });
    case ir::Op::FPToUI:
      return truncate64(e, inst, 0, 0x41efffffffe00000ull /* 2^32 - 1 */, [&](const x86::Vec& d, const x86::Vec& s) {
        if (zmm) return void(a.vcvttpd2udq(vx::half(d), s));
        // Truncated first (exact), then offset by 2^31 into the signed range.
        a.vroundpd(s, s, 0xb);
        a.vsubpd(s, s, constant64(e, 0x41e0000000000000ull));
        a.vcvttpd2dq(vx::half(d), s);
        x86::Mem sign = e.broadcastConstant32(0x80000000u);
        sign.setSize(16);
        a.vpxor(vx::half(d), vx::half(d), sign);
      });
    default: return e.callInterpreterHelper(inst);
  }
}

}  // namespace gcnjit::backend_x64

// Building blocks of the float emitters: what MXCSR holds for a static MODE
// (program.cpp's guestMxcsr: f32 rounding, DAZ when f32 inputs are
// flushed; never FTZ) and the output flushes the lane functions apply after
// rounding (ir/eval/float_env.h).
#pragma once

#include "backend_x64/emit/emit_common.h"
#include "ir/mode.h"

namespace gcnjit::backend_x64 {

// DAZ is set in MXCSR (it flushes f32 and f64 inputs alike).
inline bool dazOn(const Emitter& e) { return !ir::mode::keepsInputs(ir::mode::f32Denorm(e.options.initialMode)); }
// MODE's f64/f16 fields: inputs flushed, outputs flushed, rounding.
inline bool flushesF64Inputs(const Emitter& e) {
  return !ir::mode::keepsInputs(ir::mode::f64Denorm(e.options.initialMode));
}
inline bool flushesF64Outputs(const Emitter& e) {
  return !ir::mode::keepsOutputs(ir::mode::f64Denorm(e.options.initialMode));
}
inline bool flushesF32Inputs(const Emitter& e) { return dazOn(e); }
inline bool flushesF32Outputs(const Emitter& e) {
  return !ir::mode::keepsOutputs(ir::mode::f32Denorm(e.options.initialMode));
}
// MXCSR's rounding is MODE's f64/f16 rounding too.
inline bool roundingFieldsEqual(const Emitter& e) {
  return ir::mode::f32Round(e.options.initialMode) == ir::mode::f64Round(e.options.initialMode);
}
// A GCN FP_ROUND code (0 nearest even, 1 +inf, 2 -inf, 3 zero) as the
// rounding-control immediate of vcvtps2ph / vroundps (00 nearest, 01 down,
// 10 up, 11 toward zero).
inline unsigned x86Rounding(unsigned gcnRound) {
  static constexpr unsigned kCodes[4] = {0, 2, 1, 3};
  return kCodes[gcnRound & 3];
}

// vcmpps predicates for FCmpPred in its order (ir/opcode.h): the
// ordered (_OQ) forms for F..GE, O, U, and unordered (_UQ) negations.
inline constexpr std::uint8_t kCmpPredicates[16] = {0x0b, 0x11, 0x00, 0x12, 0x1e, 0x0c, 0x1d, 0x07,
                                             0x03, 0x19, 0x08, 0x1a, 0x16, 0x04, 0x15, 0x0f};

// A 64-bit constant in every 64-bit lane of a chunk register.
inline x86::Mem constant64(Emitter& e, std::uint64_t value) {
  std::uint32_t low = std::uint32_t(value), high = std::uint32_t(value >> 32);
  const std::uint32_t lanes[8] = {low, high, low, high, low, high, low, high};
  return e.chunkConstant(lanes);
}

// d = a > b (signed 64-bit lanes) as all-ones lanes; and a == b.
inline void cmpgtq(Emitter& e, const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVpcmpgtq, d, a, b));
  e.a.emit(x86::Inst::kIdVpcmpgtq, x86::k7, a, b);
  e.a.vpmovm2q(d, x86::k7);
}
inline void cmpeqq(Emitter& e, const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVpcmpeqq, d, a, b));
  e.a.emit(x86::Inst::kIdVpcmpeqq, x86::k7, a, b);
  e.a.vpmovm2q(d, x86::k7);
}

// Makes the next instruction (a zmm register-to-register one) round with the
// GCN FP_ROUND code `gcnRound` instead of MXCSR's (EVEX embedded rounding,
// which also suppresses exceptions).
inline void embedRounding(Emitter& e, unsigned gcnRound) {
  switch (gcnRound & 3) {
    case 0: e.a.rn_sae(); break;
    case 1: e.a.ru_sae(); break;
    case 2: e.a.rd_sae(); break;
    default: e.a.rz_sae(); break;
  }
}

// Replaces the f32 denormal lanes of `r` by zeros of their sign (clobbers
// registers 3 and 4, and k7).
void flushDenormals(Emitter& e, const x86::Vec& r);
// The same for f64 lanes (clobbers `t`, and k7).
void flushDenormals64(Emitter& e, const x86::Vec& x, const x86::Vec& t);
// The same for f16 values zero-extended in 32-bit lanes (clobbers register 3
// and k7).
void flushDenormals16(Emitter& e, const x86::Vec& r);

// V_MIN_F32 / V_MAX_F32 lanes (lane_FMin / lane_FMax on f32 operands in
// `A` and `B`) into `r`, which must differ from both; `t` and `u` are
// clobbered (float_lanes.cpp says how).
void minMaxLanes(Emitter& e, bool isMax, const x86::Vec& r, const x86::Vec& A, const x86::Vec& B, const x86::Vec& t,
                 const x86::Vec& u);

}  // namespace gcnjit::backend_x64

// The output flushes of float_lanes.h.
#include "backend_x64/emit/float_lanes.h"

namespace gcnjit::backend_x64 {

void flushDenormals(Emitter& e, const x86::Vec& r) {
  if (e.zmmChunks()) {
    // |a| below the smallest normal as integers: NaNs are not, and DAZ's
    // zeroing changes nothing (the float compare below would give the same).
    e.a.vpandd(x86::zmm4, r, e.chunkConstant32(0x7fffffffu));
    e.a.vpcmpud(x86::k7, x86::zmm4, e.chunkConstant32(0x00800000u), 1);  // LT
    e.a.k(x86::k7).vpandd(r, r, e.chunkConstant32(0x80000000u));
    return;
  }
  e.a.vandps(x86::ymm4, r, e.broadcastConstant32(0x7fffffffu));
  e.a.vcmpps(x86::ymm4, x86::ymm4, e.broadcastConstant32(0x00800000u), 1);  // LT_OS
  e.a.vandps(x86::ymm3, r, e.broadcastConstant32(0x80000000u));
  e.a.vblendvps(r, r, x86::ymm3, x86::ymm4);
}

void flushDenormals64(Emitter& e, const x86::Vec& x, const x86::Vec& t) {
  vx::pand(e, t, x, constant64(e, 0x7fffffffffffffffull));
  if (e.zmmChunks()) {
    e.a.vpcmpuq(x86::k7, t, constant64(e, 0x0010000000000000ull), 1);  // LT
    e.a.k(x86::k7).vpandq(x, x, constant64(e, 1ull << 63));
    return;
  }
  e.a.vpcmpgtq(t, t, constant64(e, 0x000fffffffffffffull));  // normal, infinite or NaN: kept whole
  e.a.vpor(t, t, constant64(e, 1ull << 63));
  e.a.vpand(x, x, t);
}

// |h| below 0x400 (the smallest normal f16) keeps only the sign bit: an
// integer compare of the magnitudes, signed compares being exact for them.
void flushDenormals16(Emitter& e, const x86::Vec& r) {
  x86::Vec magnitude = e.vec(3);
  if (e.zmmChunks()) {
    e.a.vpandd(magnitude, r, e.chunkConstant32(0x7fffu));
    e.a.vpcmpud(x86::k7, magnitude, e.chunkConstant32(0x400u), 1);  // LT
    e.a.k(x86::k7).vpandd(r, r, e.chunkConstant32(0x8000u));
    return;
  }
  e.a.vpand(magnitude, r, e.broadcastConstant32(0x7fffu));
  e.a.vpcmpgtd(magnitude, magnitude, e.broadcastConstant32(0x3ffu));  // normal, inf or NaN
  e.a.vpor(magnitude, magnitude, e.broadcastConstant32(0x8000u));     // keep those whole, else the sign
  e.a.vpand(r, r, magnitude);
}

// V_MIN_F32 / V_MAX_F32 as lane_FMin/FMax define them (ir/eval/float.cpp
// minMax): a NaN operand yields the other one (both NaN: b); with
// MODE.IEEE a signalling NaN yields itself quieted (a first); -0 < +0; equal
// values give a. x86 min/max return b for NaNs and for two zeros, so:
// r = minps/maxps(a, b), then a where only b is NaN, then the zero rule
// (a | b for min, a & b for max of two zeros), then the IEEE sNaNs.
// `r` must differ from `A` and `B`; `t` and `u` are clobbered.
void minMaxLanes(Emitter& e, bool isMax, const x86::Vec& r, const x86::Vec& A, const x86::Vec& B,
                        const x86::Vec& t, const x86::Vec& u) {
  auto& a = e.a;
  bool ieee = ir::mode::ieee(e.options.initialMode);
  if (isMax) {
    a.vmaxps(r, A, B);
  } else {
    a.vminps(r, A, B);
  }
  vx::cmpps(e, t, B, B, 3);  // b is NaN
  vx::cmpps(e, u, A, A, 3);  // a is NaN
  vx::pandn(e, t, u, t);     // only b
  vx::blendv(e, r, r, A, t);
  // Two zeros (DAZ, if on, has made denormals zeros for the compare).
  a.vxorps(t, t, t);
  vx::cmpps(e, u, A, t, 0);
  vx::cmpps(e, t, B, t, 0);
  vx::pand(e, t, t, u);
  if (isMax) {
    vx::pand(e, u, A, B);
  } else {
    vx::por(e, u, A, B);
  }
  vx::blendv(e, r, r, u, t);
  if (ieee) {
    // Signalling NaNs: NaN with the quiet bit clear; a's wins.
    x86::Mem quietBit = e.chunkConstant32(0x00400000);
    for (const x86::Vec& x : {B, A}) {
      vx::cmpps(e, t, x, x, 3);
      vx::pand(e, u, x, quietBit);
      vx::cmpeqd(e, u, u, quietBit);
      vx::pandn(e, t, u, t);          // NaN and not quiet
      vx::por(e, u, x, quietBit);     // quieted
      vx::blendv(e, r, r, u, t);
    }
  }
}

}  // namespace gcnjit::backend_x64

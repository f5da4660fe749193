// The JIT side of ir/eval/exp_log.h: the same IEEE double operations in the
// same order, four lanes per register, so that JIT code and interpreter
// agree bit for bit. Special inputs are computed through the general steps
// (no traps: exceptions are masked) and then replaced by blends.
#include <bit>
#include <cstdint>
#include <limits>

#include "backend_x64/emit/exp_log_steps.h"
#include "ir/eval/exp_log.h"

namespace gcnjit::backend_x64 {
namespace {

using x86::ymm3;
using x86::ymm4;
using x86::ymm5;
using x86::ymm6;
using x86::ymm7;

// vcmppd predicates.
constexpr unsigned kEq = 0x00, kUnordered = 0x03, kLess = 0x11, kGreater = 0x1e;

x86::Mem bits4(Emitter& e, std::uint64_t bits) {
  std::uint32_t lo = std::uint32_t(bits), hi = std::uint32_t(bits >> 32);
  const std::uint32_t lanes[8] = {lo, hi, lo, hi, lo, hi, lo, hi};
  return e.constant32x8(lanes);
}
x86::Mem double4(Emitter& e, double v) { return bits4(e, std::bit_cast<std::uint64_t>(v)); }

// r = mask ? constant : r.
void blendConstant(Emitter& e, const x86::Ymm& r, const x86::Ymm& mask, double constant) {
  e.a.vblendvpd(r, r, double4(e, constant), mask);
}

}  // namespace

void emitExp2Steps(Emitter& e, const x86::Ymm& x) {
  auto& a = e.a;
  a.vmaxpd(ymm3, x, double4(e, -ir::fp::kExp2Clamp));  // NaN lanes: replaced below
  a.vminpd(ymm3, ymm3, double4(e, ir::fp::kExp2Clamp));
  a.vroundpd(ymm4, ymm3, 0x8);  // n: to nearest even, whatever MXCSR says
  a.vsubpd(ymm3, ymm3, ymm4);   // f, exact
  a.vmovapd(ymm5, double4(e, ir::fp::kExp2Poly[0]));
  for (int k = 1; k < 13; ++k) {
    a.vmulpd(ymm5, ymm5, ymm3);
    a.vaddpd(ymm5, ymm5, double4(e, ir::fp::kExp2Poly[k]));
  }
  a.vcvtpd2dq(x86::xmm4, ymm4);  // integral, exact in any rounding
  a.vpmovsxdq(ymm4, x86::xmm4);
  a.vpaddq(ymm4, ymm4, bits4(e, 1023));
  a.vpsllq(ymm4, ymm4, 52);  // 2^n
  a.vmulpd(ymm5, ymm5, ymm4);
  // NaN -> itself, +inf -> +inf, -inf -> +0.
  a.vcmppd(ymm6, x, x, kUnordered);
  a.vcmppd(ymm7, x, double4(e, std::numeric_limits<double>::infinity()), kEq);
  a.vorpd(ymm6, ymm6, ymm7);
  a.vblendvpd(ymm5, ymm5, x, ymm6);
  a.vcmppd(ymm7, x, double4(e, -std::numeric_limits<double>::infinity()), kEq);
  a.vandnpd(x, ymm7, ymm5);
}

void emitLog2Steps(Emitter& e, const x86::Ymm& x) {
  auto& a = e.a;
  const double one = 1.0;
  // e: the exponent field minus the bias, as doubles (via 4 dwords).
  a.vpsrlq(ymm3, x, 52);
  a.vpsubq(ymm3, ymm3, bits4(e, 1023));
  a.vpshufd(ymm3, ymm3, 0x08);  // each 128-bit half: its two low dwords first
  a.vpermq(ymm3, ymm3, 0x08);   // the four dwords in xmm3
  a.vcvtdq2pd(ymm3, x86::xmm3);
  // m in [1, 2), halved (and e + 1) above sqrt(2).
  a.vandpd(ymm4, x, bits4(e, (1ull << 52) - 1));
  a.vorpd(ymm4, ymm4, double4(e, one));
  a.vcmppd(ymm5, ymm4, double4(e, 1.4142135623730951), kGreater);
  a.vmulpd(ymm6, ymm4, double4(e, 0.5));
  a.vblendvpd(ymm4, ymm4, ymm6, ymm5);
  a.vandpd(ymm6, ymm5, double4(e, one));
  a.vaddpd(ymm3, ymm3, ymm6);
  // s = (m - 1) / (m + 1), z = s^2, the series in z.
  a.vsubpd(ymm6, ymm4, double4(e, one));
  a.vaddpd(ymm7, ymm4, double4(e, one));
  a.vdivpd(ymm6, ymm6, ymm7);
  a.vmulpd(ymm7, ymm6, ymm6);
  a.vmovapd(ymm5, double4(e, ir::fp::kLog2Series[0]));
  for (int k = 1; k < 10; ++k) {
    a.vmulpd(ymm5, ymm5, ymm7);
    a.vaddpd(ymm5, ymm5, double4(e, ir::fp::kLog2Series[k]));
  }
  a.vaddpd(ymm6, ymm6, ymm6);  // 2s, exact
  a.vmulpd(ymm7, ymm7, ymm5);  // z q
  a.vmulpd(ymm7, ymm6, ymm7);  // 2s z q
  a.vaddpd(ymm7, ymm6, ymm7);  // ln m
  a.vmulpd(ymm7, ymm7, double4(e, ir::fp::kInvLn2));
  a.vaddpd(ymm7, ymm3, ymm7);
  // NaN and +inf -> themselves, x < 0 -> the negative default NaN, +-0 -> -inf.
  a.vcmppd(ymm5, x, x, kUnordered);
  a.vcmppd(ymm4, x, double4(e, std::numeric_limits<double>::infinity()), kEq);
  a.vorpd(ymm5, ymm5, ymm4);
  a.vblendvpd(ymm7, ymm7, x, ymm5);
  a.vxorpd(ymm4, ymm4, ymm4);
  a.vcmppd(ymm5, x, ymm4, kLess);
  blendConstant(e, ymm7, ymm5, -std::numeric_limits<double>::quiet_NaN());
  a.vcmppd(ymm5, x, ymm4, kEq);
  blendConstant(e, ymm7, ymm5, -std::numeric_limits<double>::infinity());
  a.vmovapd(x, ymm7);
}

}  // namespace gcnjit::backend_x64

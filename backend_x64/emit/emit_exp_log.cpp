// The JIT side of ir/eval/exp_log.h: the same IEEE double operations in the
// same order, four lanes per ymm or eight per zmm, so that JIT code and interpreter
// agree bit for bit. Special inputs are computed through the general steps
// (no traps: exceptions are masked) and then replaced by blends.
#include <bit>
#include <cstdint>
#include <limits>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/exp_log_steps.h"
#include "ir/eval/exp_log.h"

namespace gcnjit::backend_x64 {
namespace {

// vcmppd predicates.
constexpr unsigned kEq = 0x00, kUnordered = 0x03, kLess = 0x11, kGreater = 0x1e;

// A double (or its bits) in every lane of the chunk width.
x86::Mem bits4(Emitter& e, std::uint64_t bits) {
  std::uint32_t lo = std::uint32_t(bits), hi = std::uint32_t(bits >> 32);
  const std::uint32_t lanes[8] = {lo, hi, lo, hi, lo, hi, lo, hi};
  return e.chunkConstant(lanes);
}
x86::Mem double4(Emitter& e, double v) { return bits4(e, std::bit_cast<std::uint64_t>(v)); }

// r = mask ? constant : r.
void blendConstant(Emitter& e, const x86::Vec& r, const x86::Vec& mask, double constant) {
  vx::blendvpd(e, r, r, double4(e, constant), mask);
}

// Registers 3-7 of x's width.
x86::Vec reg(const x86::Vec& x, unsigned id) { return x.isZmm() ? x86::Vec(x86::zmm(id)) : x86::Vec(x86::ymm(id)); }

}  // namespace

void emitExp2Steps(Emitter& e, const x86::Vec& x) {
  auto& a = e.a;
  x86::Vec v3 = reg(x, 3), v4 = reg(x, 4), v5 = reg(x, 5), v6 = reg(x, 6), v7 = reg(x, 7);
  a.vmaxpd(v3, x, double4(e, -ir::fp::kExp2Clamp));  // NaN lanes: replaced below
  a.vminpd(v3, v3, double4(e, ir::fp::kExp2Clamp));
  vx::roundpd(e, v4, v3, 0x8);  // n: to nearest even, whatever MXCSR says
  a.vsubpd(v3, v3, v4);         // f, exact
  a.vmovapd(v5, double4(e, ir::fp::kExp2Poly[0]));
  for (int k = 1; k < 13; ++k) {
    a.vmulpd(v5, v5, v3);
    a.vaddpd(v5, v5, double4(e, ir::fp::kExp2Poly[k]));
  }
  a.vcvtpd2dq(vx::half(v4), v4);  // integral, exact in any rounding
  a.vpmovsxdq(v4, vx::half(v4));
  a.vpaddq(v4, v4, bits4(e, 1023));
  a.vpsllq(v4, v4, 52);  // 2^n
  a.vmulpd(v5, v5, v4);
  // NaN -> itself, +inf -> +inf, -inf -> +0.
  vx::cmppd(e, v6, x, x, kUnordered);
  vx::cmppd(e, v7, x, double4(e, std::numeric_limits<double>::infinity()), kEq);
  a.vorpd(v6, v6, v7);
  vx::blendvpd(e, v5, v5, x, v6);
  vx::cmppd(e, v7, x, double4(e, -std::numeric_limits<double>::infinity()), kEq);
  a.vandnpd(x, v7, v5);
}

void emitLog2Steps(Emitter& e, const x86::Vec& x) {
  auto& a = e.a;
  x86::Vec v3 = reg(x, 3), v4 = reg(x, 4), v5 = reg(x, 5), v6 = reg(x, 6), v7 = reg(x, 7);
  const double one = 1.0;
  // e: the exponent field minus the bias, as doubles (via dwords).
  a.vpsrlq(v3, x, 52);
  a.vpsubq(v3, v3, bits4(e, 1023));
  if (x.isZmm()) {
    a.vpmovqd(x86::ymm3, x86::zmm3);
  } else {
    a.vpshufd(x86::ymm3, x86::ymm3, 0x08);  // each 128-bit half: its two low dwords first
    a.vpermq(x86::ymm3, x86::ymm3, 0x08);   // the four dwords in xmm3
  }
  a.vcvtdq2pd(v3, vx::half(v3));
  // m in [1, 2), halved (and e + 1) above sqrt(2).
  a.vandpd(v4, x, bits4(e, (1ull << 52) - 1));
  a.vorpd(v4, v4, double4(e, one));
  vx::cmppd(e, v5, v4, double4(e, 1.4142135623730951), kGreater);
  a.vmulpd(v6, v4, double4(e, 0.5));
  vx::blendvpd(e, v4, v4, v6, v5);
  a.vandpd(v6, v5, double4(e, one));
  a.vaddpd(v3, v3, v6);
  // s = (m - 1) / (m + 1), z = s^2, the series in z.
  a.vsubpd(v6, v4, double4(e, one));
  a.vaddpd(v7, v4, double4(e, one));
  a.vdivpd(v6, v6, v7);
  a.vmulpd(v7, v6, v6);
  a.vmovapd(v5, double4(e, ir::fp::kLog2Series[0]));
  for (int k = 1; k < 10; ++k) {
    a.vmulpd(v5, v5, v7);
    a.vaddpd(v5, v5, double4(e, ir::fp::kLog2Series[k]));
  }
  a.vaddpd(v6, v6, v6);  // 2s, exact
  a.vmulpd(v7, v7, v5);  // z q
  a.vmulpd(v7, v6, v7);  // 2s z q
  a.vaddpd(v7, v6, v7);  // ln m
  a.vmulpd(v7, v7, double4(e, ir::fp::kInvLn2));
  a.vaddpd(v7, v3, v7);
  // NaN and +inf -> themselves, x < 0 -> the negative default NaN, +-0 -> -inf.
  vx::cmppd(e, v5, x, x, kUnordered);
  vx::cmppd(e, v4, x, double4(e, std::numeric_limits<double>::infinity()), kEq);
  a.vorpd(v5, v5, v4);
  vx::blendvpd(e, v7, v7, x, v5);
  a.vxorpd(v4, v4, v4);
  vx::cmppd(e, v5, x, v4, kLess);
  blendConstant(e, v7, v5, -std::numeric_limits<double>::quiet_NaN());
  vx::cmppd(e, v5, x, v4, kEq);
  blendConstant(e, v7, v5, -std::numeric_limits<double>::infinity());
  a.vmovapd(x, v7);
}

}  // namespace gcnjit::backend_x64

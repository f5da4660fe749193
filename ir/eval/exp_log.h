// 2^x and log2(x) of f16/f32 values as a fixed sequence of IEEE double
// operations, so that the interpreter (one lane at a time) and the JIT
// (four lanes per AVX2 register, backend_x64/emit/emit_exp_log.cpp) compute
// the same bits. Every step is one rounded double add, multiply or divide
// in the current rounding mode (MODE's, as for the other float ops), or an
// exact one; the results are within about 1e-15 relative of the true value,
// so once rounded to f32 they are correctly rounded except within a hair of
// a rounding boundary — far inside the seed's 1 ULP for V_EXP_F32/V_LOG_F32.
//
// exp2: x clamped to [-200, 200] (exact for f32 results: 2^±200 rounds to
// the same f32 as any larger magnitude in every rounding mode), n = x
// rounded to nearest even, f = x - n (exact), 2^f by the degree-12 Taylor
// polynomial of e^(f ln 2) in Horner form, times 2^n (exact). NaN gives
// the NaN, +inf gives +inf, -inf gives +0.
// log2: x = m 2^e with m in [sqrt(1/2), sqrt(2)] (exact), s = (m-1)/(m+1),
// ln m = 2s + 2s * z(1/3 + z(1/5 + ... + z/21)) with z = s^2, log2 x =
// e + ln m / ln 2 (times the double nearest 1/ln 2). NaN gives the NaN,
// x < 0 the negative default NaN (seed: V_LOG_F32(-1.0) => 0xffc00000),
// +-0 gives -inf, +inf gives +inf.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace gcnjit::ir::fp {

// e^(f ln 2) = sum (ln 2)^k / k! f^k: the coefficients, highest first.
inline constexpr double kExp2Poly[13] = {
    2.5678435993488196e-11, 4.44553827187081e-10, 7.054911620801121e-09,
    1.0178086009239696e-07, 1.3215486790144305e-06, 1.5252733804059838e-05,
    0.00015403530393381606, 0.0013333558146428441, 0.009618129107628477,
    0.055504108664821576, 0.2402265069591007, 0.6931471805599453,
    1.0};
inline constexpr double kExp2Clamp = 200.0;
// ln m / 2s - 1 = z/3 + z^2/5 + ...: 1/21, 1/19, ..., 1/3, highest first.
inline constexpr double kLog2Series[10] = {
    0.047619047619047616, 0.05263157894736842, 0.058823529411764705,
    0.06666666666666667, 0.07692307692307693, 0.09090909090909091,
    0.1111111111111111, 0.14285714285714285, 0.2,
    0.3333333333333333};
inline constexpr double kInvLn2 = 1.4426950408889634;  // the double nearest 1 / ln 2

namespace steps {
// One rounded product or sum that the compiler may not fuse with its
// neighbour (the JIT does the operations one by one, so must we).
inline double mul(double a, double b) {
  double r = a * b;
  asm("" : "+x"(r));
  return r;
}
inline double add(double a, double b) {
  double r = a + b;
  asm("" : "+x"(r));
  return r;
}
}  // namespace steps

inline double exp2Steps(double x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return x > 0 ? x : 0.0;
  double c = std::fmin(std::fmax(x, -kExp2Clamp), kExp2Clamp);
  double n = ::roundeven(c);
  double f = c - n;  // exact
  double p = kExp2Poly[0];
  for (int k = 1; k < 13; ++k) p = steps::add(steps::mul(p, f), kExp2Poly[k]);
  double scale = std::bit_cast<double>(std::uint64_t(std::int64_t(n) + 1023) << 52);
  return steps::mul(p, scale);  // exact
}

inline double log2Steps(double x) {
  if (std::isnan(x)) return x;
  if (x < 0) return -std::numeric_limits<double>::quiet_NaN();
  if (x == 0) return -std::numeric_limits<double>::infinity();
  if (std::isinf(x)) return x;
  // x is a normal double (f16/f32 values, denormal or not, are).
  std::uint64_t bits = std::bit_cast<std::uint64_t>(x);
  double e = double(std::int64_t(bits >> 52) - 1023);
  double m = std::bit_cast<double>((bits & ((1ull << 52) - 1)) | (1023ull << 52));  // [1, 2)
  if (m > 1.4142135623730951) {  // the double nearest sqrt(2)
    m = m * 0.5;                  // exact
    e = e + 1;
  }
  double s = (m - 1) / steps::add(m, 1);  // m - 1 exact
  double z = steps::mul(s, s);
  double q = kLog2Series[0];
  for (int k = 1; k < 10; ++k) q = steps::add(steps::mul(q, z), kLog2Series[k]);
  double twoS = s + s;  // exact
  double lnM = steps::add(twoS, steps::mul(twoS, steps::mul(z, q)));
  return steps::add(e, steps::mul(lnM, kInvLn2));
}

}  // namespace gcnjit::ir::fp

#include "host_limits.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <vector>

namespace gcnjit::bench {
namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

double triad(bool quick) {
  std::size_t n = quick ? 1u << 20 : 1u << 25;
  std::vector<double> a(n), b(n), c(n);
#pragma omp parallel for schedule(static)  // first touch by the thread that later streams the page
  for (std::size_t i = 0; i < n; ++i) {
    a[i] = 0;
    b[i] = 1;
    c[i] = 2;
  }
  double best = 0, s = 3;
  for (int repeat = 0; repeat < 5; ++repeat) {
    auto start = Clock::now();
    double *pa = a.data(), *pb = b.data(), *pc = c.data();
#pragma omp parallel for simd schedule(static)
    for (std::size_t i = 0; i < n; ++i) pa[i] = pb[i] + s * pc[i];
    best = std::max(best, 24.0 * double(n) / seconds(start) / 1e9);
  }
  return best;
}

#if defined(__AVX512F__)
constexpr int kLanes = 16;
#else
constexpr int kLanes = 8;
#endif
typedef float Vector __attribute__((vector_size(kLanes * sizeof(float))));

// 12 independent FMA chains per thread hide the FMA latency.
double fmaPeak(bool quick) {
  constexpr int kChains = 12;
  long iterations = quick ? 1l << 16 : 1l << 24;
  double best = 0;
  for (int repeat = 0; repeat < 3; ++repeat) {
    int threads = 1;
    auto start = Clock::now();
#pragma omp parallel
    {
#pragma omp single
      threads = omp_get_num_threads();
      Vector acc[kChains];
      for (int k = 0; k < kChains; ++k) acc[k] = Vector{} + float(k);
      Vector m = Vector{} + 0.999999f, add = Vector{} + 1e-7f;
      for (long i = 0; i < iterations; ++i) {
        for (int k = 0; k < kChains; ++k) acc[k] = acc[k] * m + add;
        asm volatile("" : "+x"(m));  // keeps the chains from being folded
      }
      float sink = 0;
      for (int k = 0; k < kChains; ++k) sink += acc[k][0];
      asm volatile("" ::"x"(sink));
    }
    best = std::max(best, 2.0 * kLanes * kChains * double(iterations) * threads / seconds(start) / 1e9);
  }
  return best;
}

}  // namespace

HostLimits measureHostLimits(bool quick) { return {triad(quick), fmaPeak(quick)}; }

}  // namespace gcnjit::bench

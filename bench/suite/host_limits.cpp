#include "host_limits.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <string>
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

// One thread's share of the FMA peak: 12 independent chains of FMAs on
// vectors of LANES floats hide the FMA latency. Returns a value that
// depends on every chain, so nothing is folded away. One copy per vector
// width, each compiled for the instructions it needs whatever -march says;
// widestFma() picks the widest the CPU runs.
#define GCNJIT_FMA_CHAINS(LANES)                                                          \
  {                                                                                       \
    typedef float Vector __attribute__((vector_size(LANES * sizeof(float))));              \
    Vector acc[kChains];                                                                  \
    for (int k = 0; k < kChains; ++k) acc[k] = Vector{} + float(k);                       \
    Vector m = Vector{} + 0.999999f, add = Vector{} + 1e-7f;                              \
    for (long i = 0; i < iterations; ++i) {                                               \
      for (int k = 0; k < kChains; ++k) acc[k] = acc[k] * m + add;                        \
      asm volatile("" : "+x"(m)); /* keeps the chains from being folded */                \
    }                                                                                     \
    float sink = 0;                                                                       \
    for (int k = 0; k < kChains; ++k) sink += acc[k][0];                                  \
    return sink;                                                                          \
  }

constexpr int kChains = 12;

__attribute__((target("avx512f"), noinline)) float fmaChainsZmm(long iterations) GCNJIT_FMA_CHAINS(16)
__attribute__((target("avx2,fma"), noinline)) float fmaChainsYmm(long iterations) GCNJIT_FMA_CHAINS(8)
__attribute__((noinline)) float fmaChainsXmm(long iterations) GCNJIT_FMA_CHAINS(4)

struct FmaLoop {
  int lanes;
  const char* vector;
  float (*run)(long iterations);
};

FmaLoop widestFma() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) return {16, "zmm", fmaChainsZmm};
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return {8, "ymm", fmaChainsYmm};
  return {4, "xmm", fmaChainsXmm};
}

// All threads, with the widest vectors the host has; best of 10 (a
// busy moment on a shared host must not lower the peak the kernels are
// measured against).
double fmaPeak(bool quick, const FmaLoop& loop) {
  long iterations = quick ? 1l << 16 : 1l << 24;
  double best = 0;
  for (int repeat = 0; repeat < 10; ++repeat) {
    int threads = 1;
    auto start = Clock::now();
#pragma omp parallel
    {
#pragma omp single
      threads = omp_get_num_threads();
      float sink = loop.run(iterations);
      asm volatile("" ::"x"(sink));
    }
    best = std::max(best, 2.0 * loop.lanes * kChains * double(iterations) * threads / seconds(start) / 1e9);
  }
  return best;
}

}  // namespace

HostLimits measureHostLimits(bool quick) {
  FmaLoop loop = widestFma();
  return {triad(quick), fmaPeak(quick, loop), std::string(loop.vector) + ", " + std::to_string(loop.lanes) + " floats"};
}

}  // namespace gcnjit::bench

// The native side of both sgemm benchmarks (sgemm.cpp): C = A * B, n x n
// row-major, rows over threads, i-k-j order in 64-wide blocks of k so that
// B's rows stay in cache and the inner loop vectorises with FMA.
#pragma once

#include <algorithm>
#include <cstddef>

namespace gcnjit::bench {

inline void sgemmNative(const float* a, const float* b, float* c, std::size_t n) {
#pragma omp parallel for schedule(static)
  for (std::size_t i = 0; i < n; ++i) {
    float* row = c + i * n;
    std::fill(row, row + n, 0.0f);
    for (std::size_t k0 = 0; k0 < n; k0 += 64) {
      for (std::size_t k = k0; k < std::min(n, k0 + 64); ++k) {
        float aik = a[i * n + k];
        const float* brow = b + k * n;
#pragma omp simd
        for (std::size_t j = 0; j < n; ++j) row[j] += aik * brow[j];  // hot loop
      }
    }
  }
}

}  // namespace gcnjit::bench

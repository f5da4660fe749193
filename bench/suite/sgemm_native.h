// The native side of the f32 GEMM benchmarks (sgemm.cpp, gemm_mfma.cpp):
// C = A * B, n x n row-major, in i-k-j order so that the inner loop runs
// along rows of B and C and vectorises with FMA. The loops are tiled: each
// thread takes blocks of kRows rows of C, and a block runs over k in slices
// of kDepth, so the kDepth rows of B a slice reads stay in cache for all the
// block's rows instead of streaming through once per row of C. Every element
// still sums its products in k order.
#pragma once

#include <algorithm>
#include <cstddef>

namespace gcnjit::bench {

inline void sgemmNative(const float* a, const float* b, float* c, std::size_t n) {
  constexpr std::size_t kRows = 32, kDepth = 128;
#pragma omp parallel for schedule(static)
  for (std::size_t i0 = 0; i0 < n; i0 += kRows) {
    std::size_t i1 = std::min(n, i0 + kRows);
    std::fill(c + i0 * n, c + i1 * n, 0.0f);
    for (std::size_t k0 = 0; k0 < n; k0 += kDepth) {
      std::size_t k1 = std::min(n, k0 + kDepth);
      for (std::size_t i = i0; i < i1; ++i) {
        float* row = c + i * n;
        for (std::size_t k = k0; k < k1; ++k) {
          float aik = a[i * n + k];
          const float* brow = b + k * n;
#pragma omp simd
          for (std::size_t j = 0; j < n; ++j) row[j] += aik * brow[j];  // hot loop
        }
      }
    }
  }
}

}  // namespace gcnjit::bench

#include "benchmark.h"

namespace gcnjit::bench {

std::unique_ptr<Benchmark> makeSaxpy(bool quick);
std::unique_ptr<Benchmark> makeVectorAdd(bool quick);
std::unique_ptr<Benchmark> makeReduce(bool quick);
std::unique_ptr<Benchmark> makeSgemmNaive(bool quick);
std::unique_ptr<Benchmark> makeSgemmTiled(bool quick);
std::unique_ptr<Benchmark> makeGemmMfmaF32(bool quick);
std::unique_ptr<Benchmark> makeGemmMfmaBf16(bool quick);
std::unique_ptr<Benchmark> makeTranspose(bool quick);
std::unique_ptr<Benchmark> makeStencil2d(bool quick);
std::unique_ptr<Benchmark> makeHistogram(bool quick);
std::unique_ptr<Benchmark> makeBlackScholes(bool quick);
std::unique_ptr<Benchmark> makeNBody(bool quick);
std::unique_ptr<Benchmark> makeMandelbrot(bool quick);
std::unique_ptr<Benchmark> makeBitonicSort(bool quick);
std::unique_ptr<Benchmark> makeSpmvCsr(bool quick);
std::unique_ptr<Benchmark> makePrefixScan(bool quick);
std::unique_ptr<Benchmark> makeLaunchOverhead(bool quick);

const std::vector<SuiteEntry>& suite() {
  static const std::vector<SuiteEntry> entries{
      {"saxpy", makeSaxpy},           {"vector_add", makeVectorAdd},   {"reduce", makeReduce},
      {"sgemm_naive", makeSgemmNaive}, {"sgemm_tiled", makeSgemmTiled}, {"gemm_mfma_f32", makeGemmMfmaF32},
      {"gemm_mfma_bf16", makeGemmMfmaBf16}, {"transpose", makeTranspose},
      {"stencil2d", makeStencil2d},   {"histogram", makeHistogram},    {"black_scholes", makeBlackScholes},
      {"nbody", makeNBody},           {"mandelbrot", makeMandelbrot},  {"bitonic_sort", makeBitonicSort},
      {"spmv_csr", makeSpmvCsr},      {"prefix_scan", makePrefixScan}, {"empty", makeLaunchOverhead},
  };
  return entries;
}

}  // namespace gcnjit::bench

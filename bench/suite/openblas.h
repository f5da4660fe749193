// OpenBLAS: the GEMM a CPU user calls instead of writing one. The GEMM
// benchmarks time it in the same run as native, gcnjit and PoCL
// (Benchmark::library()) and check its result against native's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace gcnjit::bench {

// OpenBLAS's thread count, matched to the other implementations' (--threads).
void setOpenblasThreads(unsigned threads);

// "OpenBLAS 0.3.21 ... Cooperlake": the library's build and the kernel set it chose for this CPU.
std::string openblasConfig();

// C = A * B, all n x n row-major f32 (cblas_sgemm).
void openblasSgemm(const float* a, const float* b, float* c, std::size_t n);

// C = A * B with bf16 (16-bit in memory) A and B and f32 C: cblas_sbgemm, when
// this OpenBLAS exports it and the CPU has AVX512_BF16 (else false, and why in `why`).
bool openblasHasSbgemm(std::string& why);
void openblasSbgemm(const std::uint16_t* a, const std::uint16_t* b, float* c, std::size_t n);

}  // namespace gcnjit::bench

// The MFMA GEMMs of issue 8 (bench/opencl/gemm_mfma.cl): C = A * B, n x n,
// f32 or bf16 inputs, f32 results. The gfx908 code object multiplies with
// MI100 matrix instructions; the gfx900 one (and PoCL) runs the FMA-only
// path of the same source. Both code objects run in one suite run (the
// info's `targets`), so the table shows MFMA next to FMA code, each in
// GFLOP/s and as a share of the host's fp32 FMA peak. OpenBLAS is timed
// next to them: sgemm, and for bf16 sbgemm where the library and the CPU
// have it, else sgemm on the inputs widened to f32 (as native does).
#include <cstring>

#include "benchmark.h"
#include "data.h"
#include "openblas.h"
#include "sgemm_native.h"

namespace gcnjit::bench {
namespace {

// float -> bf16 bits, rounding to nearest even (the inputs hold no NaNs).
std::uint16_t toBf16(float x) {
  std::uint32_t bits;
  std::memcpy(&bits, &x, 4);
  return std::uint16_t((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
}

float fromBf16(std::uint16_t h) {
  std::uint32_t bits = std::uint32_t(h) << 16;
  float x;
  std::memcpy(&x, &bits, 4);
  return x;
}

std::vector<std::uint16_t> toBf16(const std::vector<float>& v) {
  std::vector<std::uint16_t> out(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) out[i] = toBf16(v[i]);
  return out;
}

class GemmMfma : public Benchmark {
 public:
  GemmMfma(bool bf16, std::size_t n)
      : bf16_(bf16), n_(n), a_(randomFloats(n * n, -1, 1, 21)), b_(randomFloats(n * n, -1, 1, 22)), c_(n * n),
        library_c_(n * n) {
    if (bf16_) {
      a16_ = toBf16(a_);
      b16_ = toBf16(b_);
      sbgemm_ = openblasHasSbgemm(no_sbgemm_);
    }
  }

  BenchmarkInfo info() const override {
    return {kernel(), std::to_string(n_) + "^3 " + (bf16_ ? "bf16" : "f32"), 2.0 * double(n_) * n_ * n_, "GFLOP/s",
            Limit::Compute};
  }
  std::string source() const override { return "gemm_mfma"; }
  // MFMA, and the FMA-only build of the same source.
  std::vector<std::string> targets() const override { return {"gfx908", "gfx900"}; }
  void upload(Gpu& gpu) override {
    a_dev_ = bf16_ ? bench::upload(gpu, a16_) : bench::upload(gpu, a_);
    b_dev_ = bf16_ ? bench::upload(gpu, b16_) : bench::upload(gpu, b_);
    c_dev_ = gpu.allocate(n_ * n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch(kernel(), {n_, n_ / 256}, {256, 1},
               {Arg::of(a_dev_), Arg::of(b_dev_), Arg::of(c_dev_), Arg::value(std::uint32_t(n_))});
  }
  // bf16: what a CPU user would do with bf16 data, widen it to f32 (timed:
  // O(n^2), next to the O(n^3) product), then the f32 GEMM.
  void runNative() override {
    if (bf16_) widenInputs();
    sgemmNative(a_.data(), b_.data(), c_.data(), n_);
  }
  std::string library() const override {
    if (!bf16_) return "cblas_sgemm";
    return sbgemm_ ? "cblas_sbgemm" : "cblas_sgemm on the inputs widened to f32 (" + no_sbgemm_ + ")";
  }
  void runLibrary() override {
    if (sbgemm_) return openblasSbgemm(a16_.data(), b16_.data(), library_c_.data(), n_);
    if (bf16_) widenInputs();
    openblasSgemm(a_.data(), b_.data(), library_c_.data(), n_);
  }
  std::string checkLibrary() override { return compareFloats(library_c_, c_, 1e-4, 1e-6 * double(n_)); }
  // Both sides accumulate the n products of an element in f32 but in
  // different orders (MFMA hardware in its own). For inputs in [-1, 1) the
  // partial sums grow like sqrt(k) / 3 and their rounding errors add up
  // like a random walk, to about 2^-24 * n / 4 (3e-5 at n = 2048); the
  // tolerance, 1e-6 * n absolute plus 1e-4 relative, is far above that,
  // and a wrong element is off by O(1).
  std::string check(Gpu& gpu) override {
    return compareFloats(download<float>(gpu, c_dev_, n_ * n_), c_, 1e-4, 1e-6 * double(n_));
  }

 private:
  const char* kernel() const { return bf16_ ? "gemm_mfma_bf16" : "gemm_mfma_f32"; }
  // a_ and b_ = the bf16 inputs as f32.
  void widenInputs() {
    float *a = a_.data(), *b = b_.data();
    const std::uint16_t *a16 = a16_.data(), *b16 = b16_.data();
#pragma omp parallel for simd schedule(static)
    for (std::size_t i = 0; i < n_ * n_; ++i) {  // hot loop
      a[i] = fromBf16(a16[i]);
      b[i] = fromBf16(b16[i]);
    }
  }

  bool bf16_;
  std::size_t n_;  // a multiple of 256 (the kernel's 256 x 256 tile)
  std::vector<float> a_, b_, c_;          // f32: the inputs; bf16: native's widened copies
  std::vector<float> library_c_;          // OpenBLAS's C
  bool sbgemm_ = false;                   // bf16: OpenBLAS runs cblas_sbgemm, else why not:
  std::string no_sbgemm_;
  std::vector<std::uint16_t> a16_, b16_;  // bf16: the inputs the kernels and native read
  BufferId a_dev_ = -1, b_dev_ = -1, c_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeGemmMfmaF32(bool quick) { return std::make_unique<GemmMfma>(false, quick ? 512 : 2048); }
std::unique_ptr<Benchmark> makeGemmMfmaBf16(bool quick) { return std::make_unique<GemmMfma>(true, quick ? 512 : 2048); }

}  // namespace gcnjit::bench

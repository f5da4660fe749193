// Both sgemm benchmarks: the naive kernel (one work-item per element of C,
// operands straight from memory) and the tiled one (16 x 16 tiles in LDS);
// the same native code is the reference for both (sgemm_native.h), and
// OpenBLAS's sgemm is timed next to it.
#include "benchmark.h"
#include "data.h"
#include "openblas.h"
#include "sgemm_native.h"

namespace gcnjit::bench {
namespace {

class Sgemm : public Benchmark {
 public:
  Sgemm(const char* kernel, std::size_t n)
      : kernel_(kernel), n_(n), a_(randomFloats(n_ * n_, -1, 1, 6)), b_(randomFloats(n_ * n_, -1, 1, 7)), c_(n_ * n_),
        library_c_(n_ * n_) {}

  BenchmarkInfo info() const override {
    return {kernel_, std::to_string(n_) + "^2", 2.0 * double(n_) * n_ * n_, "GFLOP/s", Limit::Compute};
  }
  void upload(Gpu& gpu) override {
    a_dev_ = bench::upload(gpu, a_);
    b_dev_ = bench::upload(gpu, b_);
    c_dev_ = gpu.allocate(n_ * n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch(kernel_, {n_, n_}, {16, 16},
               {Arg::of(a_dev_), Arg::of(b_dev_), Arg::of(c_dev_), Arg::value(std::uint32_t(n_))});
  }
  void runNative() override { sgemmNative(a_.data(), b_.data(), c_.data(), n_); }
  std::string check(Gpu& gpu) override {
    return compareFloats(download<float>(gpu, c_dev_, n_ * n_), c_, 1e-4, 1e-4);
  }
  std::string library() const override { return "cblas_sgemm"; }
  void runLibrary() override { openblasSgemm(a_.data(), b_.data(), library_c_.data(), n_); }
  std::string checkLibrary() override { return compareFloats(library_c_, c_, 1e-4, 1e-4); }

 private:
  std::string kernel_;  // also the benchmark's and the source's name
  std::size_t n_;
  std::vector<float> a_, b_, c_, library_c_;  // library_c_: OpenBLAS's C
  BufferId a_dev_ = -1, b_dev_ = -1, c_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeSgemmNaive(bool quick) { return std::make_unique<Sgemm>("sgemm_naive", quick ? 64 : 512); }
std::unique_ptr<Benchmark> makeSgemmTiled(bool quick) { return std::make_unique<Sgemm>("sgemm_tiled", quick ? 64 : 1024); }

}  // namespace gcnjit::bench

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

class VectorAdd : public Benchmark {
 public:
  explicit VectorAdd(bool quick)
      : n_(quick ? 1u << 16 : 1u << 24), a_(randomFloats(n_, -1, 1, 3)), b_(randomFloats(n_, -1, 1, 4)), c_(n_) {}

  BenchmarkInfo info() const override { return {"vector_add", countText(n_) + " floats", 12.0 * n_, "GB/s", Limit::Bandwidth}; }
  void upload(Gpu& gpu) override {
    a_dev_ = bench::upload(gpu, a_);
    b_dev_ = bench::upload(gpu, b_);
    c_dev_ = gpu.allocate(n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("vector_add", {n_}, {256}, {Arg::of(a_dev_), Arg::of(b_dev_), Arg::of(c_dev_)});
  }
  void runNative() override {
    const float *a = a_.data(), *b = b_.data();
    float* c = c_.data();
#pragma omp parallel for simd schedule(static)
    for (std::size_t i = 0; i < n_; ++i) c[i] = a[i] + b[i];  // hot loop
  }
  std::string check(Gpu& gpu) override { return compareFloats(download<float>(gpu, c_dev_, n_), c_, 0, 0); }

 private:
  std::size_t n_;
  std::vector<float> a_, b_, c_;
  BufferId a_dev_ = -1, b_dev_ = -1, c_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeVectorAdd(bool quick) { return std::make_unique<VectorAdd>(quick); }

}  // namespace gcnjit::bench

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

class Saxpy : public Benchmark {
 public:
  explicit Saxpy(bool quick)
      : n_(quick ? 1u << 16 : 1u << 24), x_(randomFloats(n_, -1, 1, 1)), y0_(randomFloats(n_, -1, 1, 2)), y_(y0_) {}

  BenchmarkInfo info() const override { return {"saxpy", countText(n_) + " floats", 12.0 * n_, "GB/s", Limit::Bandwidth}; }
  void upload(Gpu& gpu) override {
    x_dev_ = bench::upload(gpu, x_);
    y_dev_ = bench::upload(gpu, y0_);
  }
  void reset(Gpu& gpu) override { gpu.write(y_dev_, y0_.data(), n_ * sizeof(float)); }
  void resetNative() override { y_ = y0_; }
  void run(Gpu& gpu) override { gpu.launch("saxpy", {n_}, {256}, {Arg::value(a_), Arg::of(x_dev_), Arg::of(y_dev_)}); }
  void runNative() override {
    const float* x = x_.data();
    float* y = y_.data();
#pragma omp parallel for simd schedule(static)
    for (std::size_t i = 0; i < n_; ++i) y[i] = a_ * x[i] + y[i];  // hot loop
  }
  std::string check(Gpu& gpu) override { return compareFloats(download<float>(gpu, y_dev_, n_), y_, 1e-6, 1e-6); }

 private:
  std::size_t n_;
  float a_ = 2.5f;
  std::vector<float> x_, y0_, y_;
  BufferId x_dev_ = -1, y_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeSaxpy(bool quick) { return std::make_unique<Saxpy>(quick); }

}  // namespace gcnjit::bench

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

class Stencil2d : public Benchmark {
 public:
  explicit Stencil2d(bool quick) : n_(quick ? 256u : 4096u), in_(randomFloats(n_ * n_, 0, 1, 9)), out_(n_ * n_) {}

  BenchmarkInfo info() const override {
    return {"stencil2d", std::to_string(n_) + "^2 floats", 8.0 * n_ * n_, "GB/s", Limit::Bandwidth};
  }
  void upload(Gpu& gpu) override {
    in_dev_ = bench::upload(gpu, in_);
    out_dev_ = gpu.allocate(n_ * n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("stencil2d", {n_, n_}, {64, 4}, {Arg::of(in_dev_), Arg::of(out_dev_), Arg::value(std::uint32_t(n_))});
  }
  void runNative() override {
    const float* in = in_.data();
    float* out = out_.data();
    std::size_t n = n_;
#pragma omp parallel for schedule(static)
    for (std::size_t y = 0; y < n; ++y) {
      if (y == 0 || y == n - 1) {
        for (std::size_t x = 0; x < n; ++x) out[y * n + x] = in[y * n + x];
        continue;
      }
      out[y * n] = in[y * n];
#pragma omp simd
      for (std::size_t x = 1; x < n - 1; ++x) {  // hot loop
        std::size_t i = y * n + x;
        out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - n] + in[i + n]);
      }
      out[y * n + n - 1] = in[y * n + n - 1];
    }
  }
  std::string check(Gpu& gpu) override {
    return compareFloats(download<float>(gpu, out_dev_, n_ * n_), out_, 1e-6, 1e-7);
  }

 private:
  std::size_t n_;
  std::vector<float> in_, out_;
  BufferId in_dev_ = -1, out_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeStencil2d(bool quick) { return std::make_unique<Stencil2d>(quick); }

}  // namespace gcnjit::bench

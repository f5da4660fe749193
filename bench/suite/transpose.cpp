#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

class Transpose : public Benchmark {
 public:
  explicit Transpose(bool quick) : n_(quick ? 256u : 4096u), in_(randomFloats(n_ * n_, -1, 1, 8)), out_(n_ * n_) {}

  BenchmarkInfo info() const override {
    return {"transpose", std::to_string(n_) + "^2 floats", 8.0 * n_ * n_, "GB/s", Limit::Bandwidth};
  }
  void upload(Gpu& gpu) override {
    in_dev_ = bench::upload(gpu, in_);
    out_dev_ = gpu.allocate(n_ * n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("transpose", {n_, n_ / 4}, {32, 8}, {Arg::of(in_dev_), Arg::of(out_dev_), Arg::value(std::uint32_t(n_))});
  }
  // 32 x 32 blocks, as the kernel's tiles, so both sides stay in cache;
  // within a block, a row of `out` at a time: contiguous vector stores of
  // a column of `in` (strided loads, assembled into vectors).
  void runNative() override {
    const float* in = in_.data();
    float* out = out_.data();
    std::size_t n = n_;
#pragma omp parallel for collapse(2) schedule(static)
    for (std::size_t by = 0; by < n; by += 32) {
      for (std::size_t bx = 0; bx < n; bx += 32) {
        for (std::size_t x = bx; x < bx + 32; ++x) {
          const float* column = in + by * n + x;
          float* row = out + x * n + by;
#pragma omp simd
          for (std::size_t k = 0; k < 32; ++k) row[k] = column[k * n];  // hot loop
        }
      }
    }
  }
  std::string check(Gpu& gpu) override { return compareFloats(download<float>(gpu, out_dev_, n_ * n_), out_, 0, 0); }

 private:
  std::size_t n_;
  std::vector<float> in_, out_;
  BufferId in_dev_ = -1, out_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeTranspose(bool quick) { return std::make_unique<Transpose>(quick); }

}  // namespace gcnjit::bench

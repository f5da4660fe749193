#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

// Sums 2^24 floats in [0, 1); the device adds in a different order than the
// native loop, so the check allows a relative error of 1e-4.
class Reduce : public Benchmark {
 public:
  explicit Reduce(bool quick) : n_(quick ? 1u << 16 : 1u << 24), in_(randomFloats(n_, 0, 1, 5)) {}

  BenchmarkInfo info() const override { return {"reduce", countText(n_) + " floats", 4.0 * n_, "GB/s", Limit::Bandwidth}; }
  void upload(Gpu& gpu) override {
    in_dev_ = bench::upload(gpu, in_);
    partial_dev_ = gpu.allocate(kGroups * sizeof(float));
    out_dev_ = gpu.allocate(sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("reduce_partial", {kGroups * kGroup}, {kGroup},
               {Arg::of(in_dev_), Arg::value(std::uint32_t(n_)), Arg::of(partial_dev_)});
    gpu.launch("reduce_final", {kGroup}, {kGroup},
               {Arg::of(partial_dev_), Arg::value(std::uint32_t(kGroups)), Arg::of(out_dev_)});
  }
  void runNative() override {
    const float* in = in_.data();
    float sum = 0;
#pragma omp parallel for simd reduction(+ : sum) schedule(static)
    for (std::size_t i = 0; i < n_; ++i) sum += in[i];  // hot loop
    sum_ = sum;
  }
  std::string check(Gpu& gpu) override { return compareFloats(download<float>(gpu, out_dev_, 1), {sum_}, 1e-4, 0); }

 private:
  static constexpr std::size_t kGroup = 256, kGroups = 1024;
  std::size_t n_;
  std::vector<float> in_;
  float sum_ = 0;
  BufferId in_dev_ = -1, partial_dev_ = -1, out_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeReduce(bool quick) { return std::make_unique<Reduce>(quick); }

}  // namespace gcnjit::bench

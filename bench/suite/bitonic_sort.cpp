#include <algorithm>

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

// The whole bitonic network, one launch per (size, stride) step; the native
// side runs the same network, one parallel loop per step.
class BitonicSort : public Benchmark {
 public:
  explicit BitonicSort(bool quick) : n_(quick ? 1u << 12 : 1u << 20), input_(randomUints(n_, 0, 15)), keys_(input_) {}

  BenchmarkInfo info() const override { return {"bitonic_sort", countText(n_) + " keys", double(n_), "Mkey/s", Limit::None}; }
  void upload(Gpu& gpu) override { keys_dev_ = bench::upload(gpu, input_); }
  void reset(Gpu& gpu) override { gpu.write(keys_dev_, input_.data(), n_ * sizeof(std::uint32_t)); }
  void resetNative() override { keys_ = input_; }
  void run(Gpu& gpu) override {
    for (std::uint32_t size = 2; size <= n_; size <<= 1) {
      for (std::uint32_t stride = size / 2; stride > 0; stride >>= 1) {
        gpu.launch("bitonic_step", {n_}, {256}, {Arg::of(keys_dev_), Arg::value(size), Arg::value(stride)});
      }
    }
  }
  void runNative() override {
    std::uint32_t* keys = keys_.data();
    for (std::size_t size = 2; size <= n_; size <<= 1) {
      for (std::size_t stride = size / 2; stride > 0; stride >>= 1) {
#pragma omp parallel for simd schedule(static)
        for (std::size_t i = 0; i < n_; ++i) {
          std::size_t partner = i ^ stride;
          if (partner > i) {
            std::uint32_t a = keys[i], b = keys[partner];
            bool ascending = (i & size) == 0;
            if ((a > b) == ascending) {
              keys[i] = b;
              keys[partner] = a;
            }
          }
        }
      }
    }
  }
  std::string check(Gpu& gpu) override {
    if (!std::is_sorted(keys_.begin(), keys_.end())) return "the native network did not sort";
    return compareExact(download<std::uint32_t>(gpu, keys_dev_, n_), keys_);
  }

 private:
  std::size_t n_;
  std::vector<std::uint32_t> input_, keys_;
  BufferId keys_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeBitonicSort(bool quick) { return std::make_unique<BitonicSort>(quick); }

}  // namespace gcnjit::bench

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
  // The same compare-exchanges, grouped by block: a step (size, stride)
  // pairs key i with i + stride for the first `stride` keys of every block
  // of 2 * stride, all of a block in the same direction (i & size is the
  // block's), so the inner loop is contiguous and branch-free (min/max);
  // steps with strides below a vector's 16 keys run it with fewer trips.
  void runNative() override {
    std::uint32_t* keys = keys_.data();
    for (std::size_t size = 2; size <= n_; size <<= 1) {
      for (std::size_t stride = size / 2; stride > 0; stride >>= 1) {
#pragma omp parallel for schedule(static)
        for (std::size_t block = 0; block < n_; block += 2 * stride) {
          bool ascending = (block & size) == 0;
          std::uint32_t *low = keys + block, *high = low + stride;
#pragma omp simd
          for (std::size_t k = 0; k < stride; ++k) {  // hot loop
            std::uint32_t a = low[k], b = high[k];
            low[k] = ascending ? std::min(a, b) : std::max(a, b);
            high[k] = ascending ? std::max(a, b) : std::min(a, b);
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

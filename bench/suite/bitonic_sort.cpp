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
  // The same network, scheduled for a CPU. A step (size, stride) pairs key
  // i with i + stride for the first `stride` keys of every block of
  // 2 * stride, all of a block in the same direction (i & size is the
  // block's), so a block is a contiguous, branch-free min/max loop (steps
  // with strides below a vector's 16 keys run it with fewer trips). Steps
  // with strides below kRunKeys pair keys within aligned runs of kRunKeys:
  // each thread takes whole runs through all of a size's remaining steps,
  // in cache and without a barrier per step.
  void runNative() override {
    std::uint32_t* keys = keys_.data();
    std::size_t run = std::min(n_, kRunKeys);
    for (std::size_t size = 2; size <= n_; size <<= 1) {
      std::size_t stride = size / 2;
      for (; stride >= run; stride >>= 1) {
#pragma omp parallel for schedule(static)
        for (std::size_t block = 0; block < n_; block += 2 * stride) {
          compareExchange(keys + block, (block & size) != 0, stride);
        }
      }
#pragma omp parallel for schedule(static)
      for (std::size_t first = 0; first < n_; first += run) {
        for (std::size_t s = stride; s > 0; s >>= 1) {
          for (std::size_t block = first; block < first + run; block += 2 * s) {
            compareExchange(keys + block, (block & size) != 0, s);
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
  static constexpr std::size_t kRunKeys = 4096;  // 16 KB: a run stays in L1

  // The compare-exchanges of one block: block[k] with block[k + stride],
  // the smaller first unless `descending`.
  static void compareExchange(std::uint32_t* block, bool descending, std::size_t stride) {
    std::uint32_t* high = block + stride;
#pragma omp simd
    for (std::size_t k = 0; k < stride; ++k) {  // hot loop
      std::uint32_t a = block[k], b = high[k];
      block[k] = descending ? std::max(a, b) : std::min(a, b);
      high[k] = descending ? std::min(a, b) : std::max(a, b);
    }
  }

  std::size_t n_;
  std::vector<std::uint32_t> input_, keys_;
  BufferId keys_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeBitonicSort(bool quick) { return std::make_unique<BitonicSort>(quick); }

}  // namespace gcnjit::bench

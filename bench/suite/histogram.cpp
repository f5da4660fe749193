#include <algorithm>

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

class Histogram : public Benchmark {
 public:
  explicit Histogram(bool quick) : n_(quick ? 1u << 16 : 1u << 24), data_(n_), bins_(kBins) {
    std::vector<std::uint32_t> values = randomUints(n_, kBins, 10);
    // Skewed towards low bins, as real data is: more same-bin collisions.
    for (std::size_t i = 0; i < n_; ++i) data_[i] = std::uint8_t(values[i] * values[i] / kBins / (1 + i % 2));
  }

  BenchmarkInfo info() const override { return {"histogram", countText(n_) + " bytes", double(n_), "GB/s", Limit::Bandwidth}; }
  void upload(Gpu& gpu) override {
    data_dev_ = bench::upload(gpu, data_);
    bins_dev_ = gpu.allocate(kBins * sizeof(std::uint32_t));
  }
  void reset(Gpu& gpu) override {
    std::vector<std::uint32_t> zero(kBins, 0);
    gpu.write(bins_dev_, zero.data(), kBins * sizeof(std::uint32_t));
  }
  void run(Gpu& gpu) override {
    gpu.launch("histogram", {kGroups * kBins}, {kBins},
               {Arg::of(data_dev_), Arg::value(std::uint32_t(n_)), Arg::of(bins_dev_)});
  }
  // Per-thread histograms, added up at the end.
  void runNative() override {
    std::fill(bins_.begin(), bins_.end(), 0);
    const std::uint8_t* data = data_.data();
#pragma omp parallel
    {
      std::uint32_t mine[kBins] = {};
#pragma omp for schedule(static)
      for (std::size_t i = 0; i < n_; ++i) ++mine[data[i]];
#pragma omp critical
      for (std::size_t b = 0; b < kBins; ++b) bins_[b] += mine[b];
    }
  }
  std::string check(Gpu& gpu) override { return compareExact(download<std::uint32_t>(gpu, bins_dev_, kBins), bins_); }

 private:
  static constexpr std::size_t kBins = 256, kGroups = 256;
  std::size_t n_;
  std::vector<std::uint8_t> data_;
  std::vector<std::uint32_t> bins_;
  BufferId data_dev_ = -1, bins_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeHistogram(bool quick) { return std::make_unique<Histogram>(quick); }

}  // namespace gcnjit::bench

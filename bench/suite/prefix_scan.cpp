#include <omp.h>

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

// Exclusive scan of 2^24 uints: block scans, recursively over the block
// totals, then the totals added back (bench/opencl/prefix_scan.cl).
class PrefixScan : public Benchmark {
 public:
  explicit PrefixScan(bool quick) : n_(quick ? 1u << 16 : 1u << 24), in_(randomUints(n_, 1000, 20)), out_(n_) {}

  BenchmarkInfo info() const override { return {"prefix_scan", countText(n_) + " uints", 8.0 * n_, "GB/s", Limit::Bandwidth}; }
  void upload(Gpu& gpu) override {
    levels_.clear();
    std::size_t count = n_;
    BufferId in = bench::upload(gpu, in_);
    for (;;) {
      Level level;
      level.count = count;
      level.in = in;
      level.out = gpu.allocate(count * sizeof(std::uint32_t));
      std::size_t blocks = count / kBlock;
      level.sums = bench::upload(gpu, std::vector<std::uint32_t>(paddedToBlock(blocks), 0));
      levels_.push_back(level);
      if (blocks == 1) break;
      count = paddedToBlock(blocks);
      in = level.sums;
    }
  }
  void run(Gpu& gpu) override {
    for (const Level& level : levels_) {
      gpu.launch("scan_blocks", {level.count / 2}, {kBlock / 2}, {Arg::of(level.in), Arg::of(level.out), Arg::of(level.sums)});
    }
    for (std::size_t k = levels_.size() - 1; k-- > 0;) {
      gpu.launch("scan_add", {levels_[k].count}, {256}, {Arg::of(levels_[k].out), Arg::of(levels_[k + 1].out)});
    }
  }
  // Each thread sums its chunk, the chunk totals are scanned, then each
  // thread scans its chunk from its offset (an OpenMP simd scan: vector
  // prefix sums carried from one vector to the next).
  void runNative() override {
    std::vector<std::uint32_t> totals(omp_get_max_threads() + 1, 0);
    const std::uint32_t* in = in_.data();
    std::uint32_t* out = out_.data();
#pragma omp parallel
    {
      int t = omp_get_thread_num(), threads = omp_get_num_threads();
      std::size_t begin = n_ * t / threads, end = n_ * (t + 1) / threads;
      std::uint32_t sum = 0;
#pragma omp simd reduction(+ : sum)
      for (std::size_t i = begin; i < end; ++i) sum += in[i];  // hot loop
      totals[t + 1] = sum;
#pragma omp barrier
#pragma omp single
      for (int k = 1; k <= threads; ++k) totals[k] += totals[k - 1];
      std::uint32_t running = totals[t];
#pragma omp simd reduction(inscan, + : running)
      for (std::size_t i = begin; i < end; ++i) {  // hot loop
        out[i] = running;
#pragma omp scan exclusive(running)
        running += in[i];
      }
    }
  }
  std::string check(Gpu& gpu) override {
    return compareExact(download<std::uint32_t>(gpu, levels_.front().out, n_), out_);
  }

 private:
  static constexpr std::size_t kBlock = 512;  // elements scanned by one work-group
  struct Level {
    std::size_t count;            // elements, a multiple of kBlock
    BufferId in, out, sums;       // sums: one total per block, zero-padded to whole blocks
  };
  static std::size_t paddedToBlock(std::size_t count) { return (count + kBlock - 1) / kBlock * kBlock; }

  std::size_t n_;
  std::vector<std::uint32_t> in_, out_;
  std::vector<Level> levels_;
};

}  // namespace

std::unique_ptr<Benchmark> makePrefixScan(bool quick) { return std::make_unique<PrefixScan>(quick); }

}  // namespace gcnjit::bench

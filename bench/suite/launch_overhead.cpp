#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

// Back-to-back launches of an empty kernel (one work-group of 64); the
// native counterpart is an empty OpenMP parallel region per launch.
class LaunchOverhead : public Benchmark {
 public:
  explicit LaunchOverhead(bool quick) : launches_(quick ? 10 : 1000) {}

  BenchmarkInfo info() const override {
    return {"empty", std::to_string(launches_) + " launches", double(launches_), "launch", Limit::None};
  }
  void upload(Gpu& gpu) override { unused_ = gpu.allocate(64 * sizeof(std::uint32_t)); }
  void run(Gpu& gpu) override {
    for (std::size_t i = 0; i < launches_; ++i) gpu.launch("empty", {64}, {64}, {Arg::of(unused_)});
  }
  void runNative() override {
    for (std::size_t i = 0; i < launches_; ++i) {
#pragma omp parallel
      {
        asm volatile("" ::: "memory");
      }
    }
  }
  std::string check(Gpu&) override { return ""; }  // nothing to compare: it computes nothing

 private:
  std::size_t launches_;
  BufferId unused_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeLaunchOverhead(bool quick) { return std::make_unique<LaunchOverhead>(quick); }

}  // namespace gcnjit::bench

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

class Mandelbrot : public Benchmark {
 public:
  explicit Mandelbrot(bool quick) : width_(quick ? 256u : 2048u), height_(quick ? 256u : 2048u), counts_(width_ * height_) {}

  BenchmarkInfo info() const override {
    return {"mandelbrot", std::to_string(width_) + "^2 px, " + std::to_string(kMaxIterations) + " it",
            double(width_) * height_, "Mpixel/s", Limit::None};
  }
  void upload(Gpu& gpu) override { counts_dev_ = gpu.allocate(counts_.size() * sizeof(std::uint32_t)); }
  void run(Gpu& gpu) override {
    gpu.launch("mandelbrot", {width_, height_}, {16, 16},
               {Arg::of(counts_dev_), Arg::value(std::uint32_t(width_)), Arg::value(std::uint32_t(height_)),
                Arg::value(kMaxIterations)});
  }
  void runNative() override {
#pragma omp parallel for schedule(dynamic, 4)
    for (std::size_t py = 0; py < height_; ++py) {
      for (std::size_t px = 0; px < width_; ++px) {
        float cx = -2.0f + 2.5f * float(px) / float(width_), cy = -1.25f + 2.5f * float(py) / float(height_);
        float x = 0, y = 0;
        std::uint32_t i = 0;
        while (i < kMaxIterations && x * x + y * y <= 4.0f) {
          float t = x * x - y * y + cx;
          y = 2.0f * x * y + cy;
          x = t;
          ++i;
        }
        counts_[py * width_ + px] = i;
      }
    }
  }
  // Where the host and the device contract multiply-adds differently, points
  // at the set's edge may escape an iteration apart: up to 0.5% of the
  // pixels may differ.
  std::string check(Gpu& gpu) override {
    std::vector<std::uint32_t> got = download<std::uint32_t>(gpu, counts_dev_, counts_.size());
    std::size_t differing = 0;
    for (std::size_t i = 0; i < got.size(); ++i) differing += got[i] != counts_[i];
    if (differing * 200 <= got.size()) return "";
    return compareExact(got, counts_);
  }

 private:
  static constexpr std::uint32_t kMaxIterations = 256;
  std::size_t width_, height_;
  std::vector<std::uint32_t> counts_;
  BufferId counts_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeMandelbrot(bool quick) { return std::make_unique<Mandelbrot>(quick); }

}  // namespace gcnjit::bench

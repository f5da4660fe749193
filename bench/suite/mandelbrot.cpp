#include <algorithm>

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
  // Vectorised over pixels as the GPU runs them: kLanes pixels of a row
  // iterate together for a fixed number of trips, a lane that has escaped
  // keeps its point and count (a masked lane), and the group stops once
  // every lane has escaped or after kMaxIterations.
  void runNative() override {
#pragma omp parallel for schedule(dynamic, 4)
    for (std::size_t py = 0; py < height_; ++py) {
      float cy = -1.25f + 2.5f * float(py) / float(height_);
      for (std::size_t px0 = 0; px0 < width_; px0 += kLanes) {
        float cx[kLanes], x[kLanes] = {}, y[kLanes] = {};
        std::uint32_t count[kLanes] = {};
        for (std::size_t lane = 0; lane < kLanes; ++lane) cx[lane] = -2.0f + 2.5f * float(px0 + lane) / float(width_);
        for (std::uint32_t i = 0; i < kMaxIterations; ++i) {
          std::uint32_t lanesInside = 0;
#pragma omp simd reduction(+ : lanesInside)
          for (std::size_t lane = 0; lane < kLanes; ++lane) {  // hot loop
            std::uint32_t inside = x[lane] * x[lane] + y[lane] * y[lane] <= 4.0f;
            float t = x[lane] * x[lane] - y[lane] * y[lane] + cx[lane];
            float u = 2.0f * x[lane] * y[lane] + cy;
            x[lane] = inside ? t : x[lane];
            y[lane] = inside ? u : y[lane];
            count[lane] += inside;
            lanesInside += inside;
          }
          if (lanesInside == 0) break;
        }
        std::size_t lanes = std::min(kLanes, width_ - px0);
        std::copy(count, count + lanes, counts_.begin() + py * width_ + px0);
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
  static constexpr std::size_t kLanes = 16;  // pixels iterated together: one AVX-512 vector of floats
  std::size_t width_, height_;
  std::vector<std::uint32_t> counts_;
  BufferId counts_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeMandelbrot(bool quick) { return std::make_unique<Mandelbrot>(quick); }

}  // namespace gcnjit::bench

#include <cmath>

#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

// Bodies as (x, y, z, mass); 20 flops per interaction, as is usual to count.
class NBody : public Benchmark {
 public:
  explicit NBody(bool quick) : n_(quick ? 256u : 8192u), bodies_(randomFloats(4 * n_, -1, 1, 14)), accel_(4 * n_) {
    for (std::size_t i = 0; i < n_; ++i) bodies_[4 * i + 3] = std::fabs(bodies_[4 * i + 3]) + 0.1f;
  }

  BenchmarkInfo info() const override {
    return {"nbody", std::to_string(n_) + " bodies", 20.0 * double(n_) * n_, "GFLOP/s", Limit::Compute};
  }
  void upload(Gpu& gpu) override {
    bodies_dev_ = bench::upload(gpu, bodies_);
    accel_dev_ = gpu.allocate(4 * n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("nbody_accel", {n_}, {256}, {Arg::of(bodies_dev_), Arg::of(accel_dev_), Arg::value(std::uint32_t(n_))});
  }
  void runNative() override {
    const float* b = bodies_.data();
#pragma omp parallel for schedule(static)
    for (std::size_t i = 0; i < n_; ++i) {
      float px = b[4 * i], py = b[4 * i + 1], pz = b[4 * i + 2];
      float ax = 0, ay = 0, az = 0;
#pragma omp simd reduction(+ : ax, ay, az)
      for (std::size_t j = 0; j < n_; ++j) {  // hot loop
        float dx = b[4 * j] - px, dy = b[4 * j + 1] - py, dz = b[4 * j + 2] - pz;
        float inv = 1.0f / std::sqrt(dx * dx + dy * dy + dz * dz + kSoftening);
        float s = b[4 * j + 3] * inv * inv * inv;
        ax += dx * s;
        ay += dy * s;
        az += dz * s;
      }
      accel_[4 * i] = ax;
      accel_[4 * i + 1] = ay;
      accel_[4 * i + 2] = az;
      accel_[4 * i + 3] = 0;
    }
  }
  // Summation order and rsqrt precision differ: compared to 1e-3 relative,
  // 1e-2 absolute (close bodies give accelerations in the thousands).
  std::string check(Gpu& gpu) override {
    return compareFloats(download<float>(gpu, accel_dev_, 4 * n_), accel_, 1e-3, 1e-2);
  }

 private:
  static constexpr float kSoftening = 0.01f;
  std::size_t n_;
  std::vector<float> bodies_, accel_;
  BufferId bodies_dev_ = -1, accel_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeNBody(bool quick) { return std::make_unique<NBody>(quick); }

}  // namespace gcnjit::bench

#include <cmath>

#include "benchmark.h"
#include "data.h"
#include "vector_math.h"

namespace gcnjit::bench {
namespace {

float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f, a5 = 1.330274429f,
              rsqrt2pi = 0.39894228040143267794f;
  float k = 1.0f / (1.0f + 0.2316419f * std::fabs(d));
  float c = rsqrt2pi * std::exp(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0f - c : c;
}

class BlackScholes : public Benchmark {
 public:
  explicit BlackScholes(bool quick)
      : n_(quick ? 1u << 14 : 1u << 22), spot_(randomFloats(n_, 5, 30, 11)), strike_(randomFloats(n_, 1, 100, 12)),
        years_(randomFloats(n_, 0.25f, 10, 13)), call_(n_), put_(n_) {}

  BenchmarkInfo info() const override {
    return {"black_scholes", countText(n_) + " options", double(n_), "Moption/s", Limit::None};
  }
  void upload(Gpu& gpu) override {
    spot_dev_ = bench::upload(gpu, spot_);
    strike_dev_ = bench::upload(gpu, strike_);
    years_dev_ = bench::upload(gpu, years_);
    call_dev_ = gpu.allocate(n_ * sizeof(float));
    put_dev_ = gpu.allocate(n_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("black_scholes", {n_}, {256},
               {Arg::of(spot_dev_), Arg::of(strike_dev_), Arg::of(years_dev_), Arg::of(call_dev_), Arg::of(put_dev_),
                Arg::value(kRate), Arg::value(kVolatility)});
  }
  void runNative() override {
    const float *spot = spot_.data(), *strike = strike_.data(), *years = years_.data();
    float *call = call_.data(), *put = put_.data();
#pragma omp parallel for simd schedule(static)
    for (std::size_t i = 0; i < n_; ++i) {  // hot loop
      float s = spot[i], x = strike[i], t = years[i];
      float sqrt_t = std::sqrt(t);
      float d1 = (std::log(s / x) + (kRate + 0.5f * kVolatility * kVolatility) * t) / (kVolatility * sqrt_t);
      float d2 = d1 - kVolatility * sqrt_t;
      float discounted = x * std::exp(-kRate * t);
      call[i] = s * cnd(d1) - discounted * cnd(d2);
      put[i] = discounted * cnd(-d2) - s * cnd(-d1);
    }
  }
  // The device's exp/log (ROCm's ocml) and the host's differ in the last
  // bits; prices are compared to 1e-4 relative, 1e-4 absolute.
  std::string check(Gpu& gpu) override {
    std::string calls = compareFloats(download<float>(gpu, call_dev_, n_), call_, 1e-4, 1e-4);
    if (!calls.empty()) return "call: " + calls;
    std::string puts = compareFloats(download<float>(gpu, put_dev_, n_), put_, 1e-4, 1e-4);
    return puts.empty() ? "" : "put: " + puts;
  }

 private:
  static constexpr float kRate = 0.02f, kVolatility = 0.30f;
  std::size_t n_;
  std::vector<float> spot_, strike_, years_, call_, put_;
  BufferId spot_dev_ = -1, strike_dev_ = -1, years_dev_ = -1, call_dev_ = -1, put_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeBlackScholes(bool quick) { return std::make_unique<BlackScholes>(quick); }

}  // namespace gcnjit::bench

#include "data.h"

#include <cmath>
#include <random>

namespace gcnjit::bench {
namespace {

template <class T, class Differs, class Text>
std::string compare(const std::vector<T>& got, const std::vector<T>& want, Differs differs, Text text) {
  if (got.size() != want.size()) {
    return "sizes differ: " + std::to_string(got.size()) + " vs " + std::to_string(want.size());
  }
  std::string first;
  std::size_t count = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (!differs(got[i], want[i])) continue;
    if (count++ < 3) first += " [" + std::to_string(i) + "] " + text(got[i]) + " vs " + text(want[i]) + ";";
  }
  if (count == 0) return "";
  return std::to_string(count) + " of " + std::to_string(got.size()) + " elements differ from native:" + first;
}

}  // namespace

std::vector<float> randomFloats(std::size_t n, float low, float high, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(low, high);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

std::vector<std::uint32_t> randomUints(std::size_t n, std::uint32_t bound, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<std::uint32_t> v(n);
  for (std::uint32_t& x : v) x = bound ? rng() % bound : rng();
  return v;
}

std::string compareFloats(const std::vector<float>& got, const std::vector<float>& want, double rel, double abs) {
  return compare(
      got, want,
      [&](float g, float w) { return !(std::fabs(double(g) - double(w)) <= abs + rel * std::fabs(double(w))); },
      [](float v) { return std::to_string(v); });
}

std::string compareExact(const std::vector<std::uint32_t>& got, const std::vector<std::uint32_t>& want) {
  return compare(got, want, [](std::uint32_t g, std::uint32_t w) { return g != w; },
                 [](std::uint32_t v) { return std::to_string(v); });
}

std::string countText(std::size_t n) {
  if (n && (n & (n - 1)) == 0) {
    int log = 0;
    while ((std::size_t(1) << log) != n) ++log;
    if (log >= 10) return "2^" + std::to_string(log);
  }
  return std::to_string(n);
}

}  // namespace gcnjit::bench

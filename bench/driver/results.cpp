#include "results.h"

#include <cmath>

namespace gcnjit::bench {
namespace {

// Geometric mean of ratio(subject, other) over the kernels, the launch-
// overhead row excluded. A kernel without `other` leaves no mean, unless
// `onlyWhereOther` (the library baseline exists for the GEMMs alone).
template <class Subject, class Other>
std::optional<double> geomean(const SuiteResult& suite, Subject subject, Other other, bool onlyWhereOther = false) {
  double logSum = 0;
  int count = 0;
  for (const BenchmarkResult& b : suite.benchmarks) {
    const Measurement* of = subject(b);
    if (isLaunchOverhead(b.info) || !of) continue;
    const Measurement* against = other(b);
    if (!against && onlyWhereOther) continue;
    if (!against) return std::nullopt;
    std::optional<double> r = ratio(*of, *against);
    if (!r) return std::nullopt;  // a failed kernel leaves no meaningful mean
    logSum += std::log(*r);
    ++count;
  }
  if (count == 0) return std::nullopt;
  return std::exp(logSum / count);
}

}  // namespace

bool isLaunchOverhead(const BenchmarkInfo& info) { return info.unit == "launch"; }

double rate(const BenchmarkInfo& info, double seconds) {
  if (isLaunchOverhead(info)) return seconds / info.work * 1e6;
  double scale = info.unit.starts_with("M") ? 1e6 : 1e9;  // "Mpixel/s" or "GB/s"
  return info.work / seconds / scale;
}

std::optional<double> percentOfLimit(const BenchmarkInfo& info, const HostLimits& limits, double seconds) {
  double limit = info.limit == Limit::Bandwidth ? limits.triadGBs : info.limit == Limit::Compute ? limits.fmaGflops : 0;
  if (limit <= 0 || seconds <= 0) return std::nullopt;
  return 100.0 * rate(info, seconds) / limit;
}

std::optional<double> ratio(const Measurement& gcnjit, const Measurement& other) {
  if (!gcnjit.error.empty() || !other.error.empty() || !gcnjit.check.empty() || !other.check.empty()) return std::nullopt;
  if (other.seconds <= 0) return std::nullopt;
  return gcnjit.seconds / other.seconds;
}

namespace {

auto gcnjitMode(std::size_t mode) {
  return [mode](const BenchmarkResult& b) { return mode < b.gcnjit.size() ? &b.gcnjit[mode] : nullptr; };
}
const Measurement* native(const BenchmarkResult& b) { return &b.native; }
const Measurement* pocl(const BenchmarkResult& b) { return b.pocl ? &*b.pocl : nullptr; }
const Measurement* library(const BenchmarkResult& b) { return b.library ? &*b.library : nullptr; }

}  // namespace

std::optional<double> geomeanVsNative(const SuiteResult& suite, std::size_t mode) {
  return geomean(suite, gcnjitMode(mode), native);
}

std::optional<double> geomeanVsPocl(const SuiteResult& suite, std::size_t mode) {
  return geomean(suite, gcnjitMode(mode), pocl);
}

std::optional<double> geomeanVsLibrary(const SuiteResult& suite, std::size_t mode) {
  return geomean(suite, gcnjitMode(mode), library, /*onlyWhereOther=*/true);
}

std::optional<double> geomeanNativeVsLibrary(const SuiteResult& suite) {
  return geomean(suite, native, library, /*onlyWhereOther=*/true);
}

double spreadPercent(const Measurement& m) {
  return m.seconds > 0 ? 100.0 * (m.slowest - m.fastest) / m.seconds : 0;
}

std::string status(const Measurement& m) {
  if (!m.error.empty()) return "error: " + m.error;
  if (!m.check.empty()) return "WRONG: " + m.check;
  return "ok";
}

}  // namespace gcnjit::bench

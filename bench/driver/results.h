// What one gcnjit-bench run measured, and the figures derived from it
// (rates, share of the host's limits, ratios, geometric means).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "driver/measure.h"
#include "suite/benchmark.h"
#include "suite/host_limits.h"

namespace gcnjit::bench {

struct BenchmarkResult {
  BenchmarkInfo info;
  Measurement native;
  std::vector<Measurement> gcnjit;     // one per execution mode, best first
  // gcnjit on the code objects of Benchmark::targets() other than the
  // suite's target, one per target and mode ("gcnjit-avx2/gfx900"); not in
  // the geometric means, which compare the suite's target.
  std::vector<Measurement> otherTargets;
  std::optional<Measurement> pocl;     // when PoCL is installed
  std::optional<Measurement> library;  // the library a CPU user would call instead (the GEMMs: OpenBLAS)
  std::string libraryCall;             // what it calls, e.g. "cblas_sgemm"
};

struct SuiteResult {
  std::string cpu, target;
  unsigned threads = 0;
  bool quick = false;
  HostLimits limits;
  std::string poclDevice;  // or why PoCL is missing: poclMissing
  std::string poclMissing;
  std::string libraryConfig;  // OpenBLAS's build and the kernels it chose for this CPU
  std::vector<BenchmarkResult> benchmarks;
};

// `work` per second in the benchmark's unit (e.g. GB/s), or microseconds per
// launch for the launch-overhead row.
double rate(const BenchmarkInfo& info, double seconds);
// The share of the host limit the benchmark is measured against, if any.
std::optional<double> percentOfLimit(const BenchmarkInfo& info, const HostLimits& limits, double seconds);
// gcnjit time / other time, when both ran and agree with native.
std::optional<double> ratio(const Measurement& gcnjit, const Measurement& other);
// Geometric mean of ratio() over the kernels (the launch-overhead row
// excluded) for gcnjit mode `mode`, against native or PoCL.
std::optional<double> geomeanVsNative(const SuiteResult& suite, std::size_t mode);
std::optional<double> geomeanVsPocl(const SuiteResult& suite, std::size_t mode);
// Over the kernels that have a library baseline (the GEMMs): gcnjit mode
// `mode` time / library time, and native time / library time.
std::optional<double> geomeanVsLibrary(const SuiteResult& suite, std::size_t mode);
std::optional<double> geomeanNativeVsLibrary(const SuiteResult& suite);
bool isLaunchOverhead(const BenchmarkInfo& info);
// (slowest - fastest) / median of the warm runs, in percent.
double spreadPercent(const Measurement& m);
// "ok", or what went wrong.
std::string status(const Measurement& m);

}  // namespace gcnjit::bench

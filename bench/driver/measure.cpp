#include "measure.h"

#include <algorithm>
#include <chrono>

namespace gcnjit::bench {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Runs `reset` (untimed) and `run` (timed) once cold, then warm per options.
template <class Reset, class Run>
void timeRuns(Measurement& m, const MeasureOptions& options, Reset reset, Run run) {
  reset();
  auto start = Clock::now();
  run();
  m.firstSeconds += secondsSince(start);
  std::vector<double> warm;
  auto budgetStart = Clock::now();
  while (int(warm.size()) < options.repeat && (warm.size() < 2 || secondsSince(budgetStart) < options.budgetSeconds)) {
    reset();
    start = Clock::now();
    run();
    warm.push_back(secondsSince(start));
  }
  std::sort(warm.begin(), warm.end());
  m.runs = int(warm.size());
  m.fastest = warm.front();
  m.slowest = warm.back();
  m.seconds = warm.size() % 2 ? warm[warm.size() / 2] : (warm[warm.size() / 2 - 1] + warm[warm.size() / 2]) / 2;
}

}  // namespace

Measurement measureNative(Benchmark& benchmark, const MeasureOptions& options) {
  Measurement m;
  m.impl = "native";
  timeRuns(m, options, [&] { benchmark.resetNative(); }, [&] { benchmark.runNative(); });
  return m;
}

Measurement measureLibrary(const std::string& impl, Benchmark& benchmark, const MeasureOptions& options) {
  Measurement m;
  m.impl = impl;
  try {
    timeRuns(m, options, [] {}, [&] { benchmark.runLibrary(); });
    m.check = benchmark.checkLibrary();
  } catch (const std::exception& e) {
    m.error = e.what();
  }
  return m;
}

Measurement measureGpu(const std::string& impl, Benchmark& benchmark, Gpu& gpu, double translateSeconds,
                       const MeasureOptions& options) {
  Measurement m;
  m.impl = impl;
  m.translateSeconds = translateSeconds;
  m.firstSeconds = translateSeconds;
  try {
    benchmark.upload(gpu);
    timeRuns(m, options, [&] { benchmark.reset(gpu); },
             [&] {
               benchmark.run(gpu);
               gpu.finish();
             });
    m.check = benchmark.check(gpu);
  } catch (const std::exception& e) {
    m.error = e.what();
  }
  return m;
}

}  // namespace gcnjit::bench

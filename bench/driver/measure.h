// Timing one benchmark on one implementation: a first (cold) run, then warm
// runs until --repeat runs or the time budget is used, median of the warm
// runs; the device result is then checked against the native one.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "suite/benchmark.h"

namespace gcnjit::bench {

struct MeasureOptions {
  int repeat = 5;              // warm runs at most
  double budgetSeconds = 3.0;  // stop adding warm runs (at least 2) after this long
};

struct Measurement {
  std::string impl;            // "native", "gcnjit-avx2", "gcnjit-interp", "pocl", "gcnjit-avx2/gfx900", "openblas"
  std::string target;          // gcnjit: the code object's target
  std::string error;           // why it did not run or failed; nothing else is valid then
  double seconds = 0;          // median of the warm runs
  double fastest = 0, slowest = 0;  // of the warm runs
  double translateSeconds = 0; // gcnjit: lifting and compiling every kernel; PoCL: clBuildProgram
  double firstSeconds = 0;     // the first run, translation included
  // gcnjit: translating them again in a new load of the code object, from
  // the translation cache the first translation filled (firstSeconds minus
  // translateSeconds plus this: the first run of a later process).
  double cachedTranslateSeconds = 0;
  int runs = 0;                // warm runs
  std::string check;           // "" when the result agrees with native's
};

Measurement measureNative(Benchmark& benchmark, const MeasureOptions& options);
// Times Benchmark::runLibrary and checks its result against native's
// (measureNative must have run first).
Measurement measureLibrary(const std::string& impl, Benchmark& benchmark, const MeasureOptions& options);

// Uploads the inputs to `gpu`, times its runs and checks the result against
// the native one (measureNative must have run first). `translateSeconds` is
// what the implementation spent translating the kernels beforehand; it
// counts towards the first run. Errors (a kernel fault, an unsupported
// instruction) end up in Measurement::error.
Measurement measureGpu(const std::string& impl, Benchmark& benchmark, Gpu& gpu, double translateSeconds,
                       const MeasureOptions& options);

}  // namespace gcnjit::bench

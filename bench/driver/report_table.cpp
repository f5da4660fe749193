#include <algorithm>
#include <cstdarg>
#include <string>

#include "driver/report.h"

namespace gcnjit::bench {
namespace {

std::string format(const char* pattern, ...) {
  char text[512];
  va_list args;
  va_start(args, pattern);
  std::vsnprintf(text, sizeof text, pattern, args);
  va_end(args);
  return text;
}

std::string optionalText(std::optional<double> v, const char* pattern) { return v ? format(pattern, *v) : "-"; }

// "42%", or "0.8%" below 10% (a kernel far from the host's limit still shows).
std::string percentText(std::optional<double> v) {
  if (!v) return "-";
  return format(*v < 10 ? "%.1f%%" : "%.0f%%", *v);
}

std::string rateText(const BenchmarkInfo& info, const Measurement& m) {
  if (!m.error.empty()) return "-";
  if (isLaunchOverhead(info)) return format("%.1f us/launch", rate(info, m.seconds));
  return format("%.3g %s", rate(info, m.seconds), info.unit.c_str());
}

// "3" or "2-3": how many warm runs the medians are of.
std::string warmRunsText(const SuiteResult& suite) {
  int fewest = 0, most = 0;
  auto count = [&](const Measurement& m) {
    if (!m.error.empty() || m.runs == 0) return;
    fewest = fewest == 0 ? m.runs : std::min(fewest, m.runs);
    most = std::max(most, m.runs);
  };
  for (const BenchmarkResult& b : suite.benchmarks) {
    count(b.native);
    for (const Measurement& g : b.gcnjit) count(g);
    for (const Measurement& g : b.otherTargets) count(g);
    if (b.pocl) count(*b.pocl);
  }
  return fewest == most ? std::to_string(most) : std::to_string(fewest) + "-" + std::to_string(most);
}

// Under a kernel's rows: what the library ran, its rate, share of the limit
// and check ("openblas: cblas_sgemm, 412 GFLOP/s, 61%, native / openblas 7.9, ok").
void printLibraryRow(std::FILE* out, const SuiteResult& suite, const BenchmarkResult& b) {
  const Measurement& m = *b.library;
  bool ran = m.error.empty();
  std::optional<double> limit = ran ? percentOfLimit(b.info, suite.limits, m.seconds) : std::nullopt;
  std::fprintf(out, "%-14s %s: %s, %s, %s of the limit, native / %s %s, %s\n", "", m.impl.c_str(), b.libraryCall.c_str(),
               rateText(b.info, m).c_str(), percentText(limit).c_str(), m.impl.c_str(),
               optionalText(ratio(b.native, m), "%.2f").c_str(), status(m).c_str());
}

}  // namespace

std::string timeText(double seconds) {
  if (seconds >= 1) return format("%.2f s", seconds);
  if (seconds >= 1e-3) return format("%.2f ms", seconds * 1e3);
  return format("%.0f us", seconds * 1e6);
}

void printTable(std::FILE* out, const SuiteResult& suite) {
  std::fprintf(out, "\ngcnjit-bench: %s, %u threads, kernels for %s%s\n", suite.cpu.c_str(), suite.threads,
               suite.target.c_str(), suite.quick ? " (quick sizes)" : "");
  std::fprintf(out, "host limits: DRAM triad %.1f GB/s, fp32 FMA peak %.0f GFLOP/s (%s)\n", suite.limits.triadGBs,
               suite.limits.fmaGflops, suite.limits.fmaVector.c_str());
  std::fprintf(out, "PoCL: %s\n", suite.poclDevice.empty() ? ("not run: " + suite.poclMissing).c_str() : suite.poclDevice.c_str());
  std::fprintf(out, "OpenBLAS (blas, the GEMMs): %s\n", suite.libraryConfig.c_str());
  std::fprintf(out, "times are medians of %s warm runs (spread: slowest - fastest, as %% of the median); xnative,\n"
                   "xpocl and xblas are gcnjit time / their time (below 1: gcnjit faster); %%lim: share of the DRAM\n"
                   "triad or of the fp32 FMA peak; gcnjit-MODE/gfxN rows run that target's code object,\n"
                   "gcnjit-MODE/hip rows hipcc's build of the same algorithm (bench/hip)\n\n",
               warmRunsText(suite).c_str());
  std::fprintf(out, "%-14s %-22s %10s %10s %10s  %-20s %10s %7s %18s %6s %8s %8s %8s %10s %10s %10s %10s  %s\n",
               "kernel", "size", "native", "pocl", "blas", "gcnjit", "time", "spread", "rate", "%lim", "xnative",
               "xpocl", "xblas", "translate", "1st run", "cached", "1st cached", "check");
  for (const BenchmarkResult& b : suite.benchmarks) {
    std::string pocl = !b.pocl ? "-" : b.pocl->error.empty() ? timeText(b.pocl->seconds) : "error";
    std::string blas = !b.library ? "-" : b.library->error.empty() ? timeText(b.library->seconds) : "error";
    std::vector<Measurement> rows = b.gcnjit;  // the suite's target, then the benchmark's other targets
    rows.insert(rows.end(), b.otherTargets.begin(), b.otherTargets.end());
    for (const Measurement& g : rows) {
      bool ran = g.error.empty();
      std::optional<double> limit = ran ? percentOfLimit(b.info, suite.limits, g.seconds) : std::nullopt;
      std::optional<double> vsPocl = b.pocl ? ratio(g, *b.pocl) : std::nullopt;
      std::optional<double> vsBlas = b.library ? ratio(g, *b.library) : std::nullopt;
      bool cached = ran && g.cachedTranslateSeconds > 0;  // gcnjit rows
      std::fprintf(out, "%-14s %-22s %10s %10s %10s  %-20s %10s %7s %18s %6s %8s %8s %8s %10s %10s %10s %10s  %s\n",
                   b.info.name.c_str(), b.info.size.c_str(), timeText(b.native.seconds).c_str(), pocl.c_str(),
                   blas.c_str(), g.impl.c_str(), ran ? timeText(g.seconds).c_str() : "-",
                   ran ? format("%.0f%%", spreadPercent(g)).c_str() : "-", rateText(b.info, g).c_str(),
                   percentText(limit).c_str(), optionalText(ratio(g, b.native), "%.2f").c_str(),
                   optionalText(vsPocl, "%.2f").c_str(), optionalText(vsBlas, "%.2f").c_str(),
                   ran ? timeText(g.translateSeconds).c_str() : "-",
                   ran ? timeText(g.firstSeconds).c_str() : "-",
                   cached ? timeText(g.cachedTranslateSeconds).c_str() : "-",
                   cached ? timeText(g.firstSeconds - g.translateSeconds + g.cachedTranslateSeconds).c_str() : "-",
                   status(g).c_str());
    }
    if (b.pocl && !b.pocl->error.empty()) std::fprintf(out, "%-14s pocl: %s\n", "", status(*b.pocl).c_str());
    if (b.pocl && b.pocl->error.empty() && !b.pocl->check.empty()) {
      std::fprintf(out, "%-14s pocl: %s\n", "", status(*b.pocl).c_str());
    }
    if (b.library) printLibraryRow(out, suite, b);
  }
  std::size_t modes = suite.benchmarks.empty() ? 0 : suite.benchmarks.front().gcnjit.size();
  std::fprintf(out, "\n");
  for (std::size_t mode = 0; mode < modes; ++mode) {
    const std::string& impl = suite.benchmarks.front().gcnjit[mode].impl;
    std::fprintf(out, "geometric mean of %s time / native time: %s;  / PoCL time: %s  (launch-overhead row excluded);"
                 "  / OpenBLAS time: %s  (the GEMM rows)\n",
                 impl.c_str(), optionalText(geomeanVsNative(suite, mode), "%.2f").c_str(),
                 optionalText(geomeanVsPocl(suite, mode), "%.2f").c_str(),
                 optionalText(geomeanVsLibrary(suite, mode), "%.2f").c_str());
  }
  if (std::optional<double> nativeVsBlas = geomeanNativeVsLibrary(suite)) {
    std::fprintf(out, "geometric mean of native time / OpenBLAS time over the GEMM rows: %.2f\n", *nativeVsBlas);
  }
}

}  // namespace gcnjit::bench

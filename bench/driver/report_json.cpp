#include <fstream>
#include <stdexcept>

#include "driver/report.h"
#include "gcnjit/json_writer.h"

namespace gcnjit::bench {
namespace {

void optionalValue(cli::JsonWriter& json, std::optional<double> v) {
  if (v) {
    json.value(*v);
  } else {
    json.null();
  }
}

// One record per kernel and implementation.
void record(cli::JsonWriter& json, const SuiteResult& suite, const BenchmarkResult& b, const Measurement& m,
            const Measurement* gcnjitNative) {
  json.beginObject();
  json.key("kernel").value(b.info.name);
  json.key("size").value(b.info.size);
  json.key("impl").value(m.impl);
  json.key("status").value(status(m));
  bool ran = m.error.empty();
  json.key("median_ms");
  optionalValue(json, ran ? std::optional<double>(m.seconds * 1e3) : std::nullopt);
  json.key("runs").value(m.runs);
  json.key("fastest_ms");
  optionalValue(json, ran ? std::optional<double>(m.fastest * 1e3) : std::nullopt);
  json.key("slowest_ms");
  optionalValue(json, ran ? std::optional<double>(m.slowest * 1e3) : std::nullopt);
  json.key("unit").value(isLaunchOverhead(b.info) ? "us/launch" : b.info.unit);
  json.key("rate");
  optionalValue(json, ran ? std::optional<double>(rate(b.info, m.seconds)) : std::nullopt);
  json.key("percent_of_limit");
  optionalValue(json, ran ? percentOfLimit(b.info, suite.limits, m.seconds) : std::nullopt);
  if (b.info.limit == Limit::Compute) {  // GFLOP/s as a percentage of the host's fp32 FMA peak
    json.key("pct_of_peak");
    optionalValue(json, ran ? percentOfLimit(b.info, suite.limits, m.seconds) : std::nullopt);
  }
  if (!m.target.empty()) json.key("target").value(m.target);
  if (m.impl != "native") {
    json.key("translate_ms").value(m.translateSeconds * 1e3);
    json.key("first_run_ms").value(m.firstSeconds * 1e3);
  }
  if (gcnjitNative && ran) {  // a gcnjit mode: its translation from the translation cache
    json.key("cached_translate_ms").value(m.cachedTranslateSeconds * 1e3);
    json.key("first_run_cached_ms").value((m.firstSeconds - m.translateSeconds + m.cachedTranslateSeconds) * 1e3);
  }
  if (gcnjitNative) {  // m is a gcnjit mode: its ratios
    json.key("vs_native");
    optionalValue(json, ratio(m, *gcnjitNative));
    json.key("vs_pocl");
    optionalValue(json, b.pocl ? ratio(m, *b.pocl) : std::nullopt);
    if (b.library) {
      json.key("vs_blas");
      optionalValue(json, ratio(m, *b.library));
    }
  }
  if (b.library && &m == &*b.library) {  // what the library ran, and native time / its time
    json.key("call").value(b.libraryCall);
    json.key("native_vs_blas");
    optionalValue(json, ratio(b.native, m));
  }
  json.endObject();
}

}  // namespace

void writeJson(const std::string& path, const SuiteResult& suite) {
  cli::JsonWriter json;
  json.beginObject();
  json.key("host").beginObject();
  json.key("cpu").value(suite.cpu);
  json.key("threads").value(suite.threads);
  json.key("triad_gbs").value(suite.limits.triadGBs);
  json.key("fma_peak_gflops").value(suite.limits.fmaGflops);
  json.key("fma_peak_vector").value(suite.limits.fmaVector);
  json.key("pocl").value(suite.poclDevice.empty() ? "not run: " + suite.poclMissing : suite.poclDevice);
  json.key("openblas").value(suite.libraryConfig);
  json.endObject();
  json.key("target").value(suite.target);
  json.key("quick").value(suite.quick);
  json.key("records").beginArray();
  for (const BenchmarkResult& b : suite.benchmarks) {
    record(json, suite, b, b.native, nullptr);
    for (const Measurement& g : b.gcnjit) record(json, suite, b, g, &b.native);
    for (const Measurement& g : b.otherTargets) record(json, suite, b, g, &b.native);
    if (b.pocl) record(json, suite, b, *b.pocl, nullptr);
    if (b.library) record(json, suite, b, *b.library, nullptr);
  }
  json.endArray();
  // Time ratios gcnjit / other for the first (best) gcnjit mode; per mode below.
  json.key("summary").beginObject();
  std::size_t modes = suite.benchmarks.empty() ? 0 : suite.benchmarks.front().gcnjit.size();
  json.key("impl").value(modes ? suite.benchmarks.front().gcnjit[0].impl : "");
  json.key("geomean_vs_native");
  optionalValue(json, modes ? geomeanVsNative(suite, 0) : std::nullopt);
  json.key("geomean_vs_pocl");
  optionalValue(json, modes ? geomeanVsPocl(suite, 0) : std::nullopt);
  json.key("geomean_vs_blas");  // over the GEMM rows, as native_vs_blas
  optionalValue(json, modes ? geomeanVsLibrary(suite, 0) : std::nullopt);
  json.key("native_vs_blas");
  optionalValue(json, geomeanNativeVsLibrary(suite));
  json.key("modes").beginArray();
  for (std::size_t mode = 0; mode < modes; ++mode) {
    json.beginObject();
    json.key("impl").value(suite.benchmarks.front().gcnjit[mode].impl);
    json.key("geomean_vs_native");
    optionalValue(json, geomeanVsNative(suite, mode));
    json.key("geomean_vs_pocl");
    optionalValue(json, geomeanVsPocl(suite, mode));
    json.key("geomean_vs_blas");
    optionalValue(json, geomeanVsLibrary(suite, mode));
    json.endObject();
  }
  json.endArray();
  json.endObject();
  json.endObject();
  std::ofstream file(path);
  file << json.str();
  if (!file) throw std::runtime_error(path + ": cannot write");
}

}  // namespace gcnjit::bench

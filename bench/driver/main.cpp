// gcnjit-bench: runs the built-in suite on gcnjit, native C++ and PoCL in one
// run and prints a table of times, rates and ratios; or, given a FILE, times
// a user's kernel with `gcnjit run`'s arguments.
#include <omp.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "driver/embedded.h"
#include "driver/gcnjit_gpu.h"
#include "driver/opencl_gpu.h"
#include "driver/report.h"
#include "driver/temporary_cache.h"
#include "gcnjit/command_line.h"
#include "gcnjit/commands.h"
#include "runtime/execution_mode.h"
#include "suite/openblas.h"

namespace gcnjit::bench {
namespace {

const char kHelp[] =
    "usage: gcnjit-bench [--filter NAMES] [--target gfx900|gfx908] [--isa ISA[,ISA]]\n"
    "                    [--threads N] [--repeat N] [--json FILE] [--plot FILE.svg]\n"
    "                    [--quick] [--full] [--no-pocl]\n"
    "       gcnjit-bench FILE --kernel NAME --grid G --block B --arg SPEC... [--repeat N]\n"
    "\n"
    "Runs the built-in suite: each kernel on gcnjit, as native C++ (OpenMP,\n"
    "-O3 -march=native) and on PoCL when it is installed, the GEMMs also with\n"
    "OpenBLAS; checks gcnjit's, PoCL's and OpenBLAS's results against native's\n"
    "and prints medians of warm runs, rates, the share of the host's measured\n"
    "limits (DRAM triad, fp32 FMA peak) and the time ratios. A progress line\n"
    "per kernel goes to stderr.\n"
    "By default one gcnjit mode runs (the best JIT mode of the host) and each\n"
    "implementation gets at most 3 warm runs, fewer past 1 s: the suite takes\n"
    "under 3 minutes on 2 cores. --full is the long run.\n"
    "\n"
    "  --filter NAMES   only kernels whose name contains one of the\n"
    "                   comma-separated NAMES\n"
    "  --target T       which code objects run (default gfx908); benchmarks that\n"
    "                   compare targets (the MFMA GEMMs: gfx908 MFMA, gfx900\n"
    "                   FMA-only) run their other ones in rows of their own\n"
    "  --isa ISAS       gcnjit modes, comma-separated: avx512, avx2, interp\n"
    "                   (default: the best JIT mode the host runs; with --full\n"
    "                   every one). interp runs the whole suite at the\n"
    "                   --quick sizes\n"
    "  --threads N      host threads for all of them (default: one per core)\n"
    "  --repeat N       warm runs at most (default 3, fewer past 1 s; with\n"
    "                   --full 5, fewer past 3 s)\n"
    "  --json FILE      one record per kernel and implementation, and a\n"
    "                   summary with geomean_vs_native, geomean_vs_pocl and\n"
    "                   geomean_vs_blas (over the GEMMs)\n"
    "  --plot FILE      an SVG bar chart of the ratios\n"
    "  --quick          small sizes (a quick check of the whole suite)\n"
    "  --full           every JIT mode, up to 5 warm runs within 3 s each\n"
    "                   (about 8 minutes on 2 cores of an AVX-512 host)\n"
    "  --no-pocl        leave PoCL out\n"
    "\n"
    "With FILE, runs `gcnjit run` with the arguments given (see gcnjit run\n"
    "--help) and --repeat 5 unless given: translation, first launch and the\n"
    "median of the warm launches.\n"
    "Exit status: 0 if every gcnjit and OpenBLAS result agrees with native,\n"
    "1 if not, 2 on a usage error.\n";

// Warm runs of the default run and of --full.
constexpr MeasureOptions kDefaultRun{.repeat = 3, .budgetSeconds = 1.0};
constexpr MeasureOptions kFullRun{.repeat = 5, .budgetSeconds = 3.0};

struct Options {
  std::vector<std::string> filters;
  std::string target = "gfx908";
  std::vector<runtime::ExecutionMode> modes;
  unsigned threads = 0;
  MeasureOptions measure = kDefaultRun;
  std::string json, plot;
  bool quick = false, pocl = true;
};

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ',');) {
    if (!part.empty()) parts.push_back(part);
  }
  return parts;
}

unsigned positive(const std::string& text, const char* option) {
  char* end = nullptr;
  long v = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end || v <= 0 || v > 1 << 20) throw cli::UsageError(std::string(option) + " needs a positive number");
  return unsigned(v);
}

Options parseOptions(const cli::CommandLine& cl) {
  Options o;
  if (auto v = cl.value("--filter")) o.filters = split(*v);
  if (auto v = cl.value("--target")) {
    if (*v != "gfx900" && *v != "gfx908") throw cli::UsageError("--target: the suite is built for gfx900 and gfx908");
    o.target = *v;
  }
  if (auto v = cl.value("--isa")) {
    for (const std::string& name : split(*v)) {
      std::optional<runtime::ExecutionMode> mode = runtime::parseExecutionMode(name);
      if (!mode) throw cli::UsageError("--isa " + name + ": expected avx512, avx2 or interp");
      if (!runtime::hostSupports(*mode)) {
        throw cli::UsageError("--isa " + name + ": this host (or this build of gcnjit) cannot run it");
      }
      o.modes.push_back(*mode);
    }
  } else {
    bool full = cl.flag("--full");
    for (auto mode : {runtime::ExecutionMode::Avx512, runtime::ExecutionMode::Avx2}) {
      if (runtime::hostSupports(mode) && (full || o.modes.empty())) o.modes.push_back(mode);
    }
    if (o.modes.empty()) o.modes.push_back(runtime::ExecutionMode::Interpreter);
  }
  if (cl.flag("--full")) o.measure = kFullRun;
  for (auto mode : o.modes) o.quick |= mode == runtime::ExecutionMode::Interpreter;
  if (auto v = cl.value("--threads")) o.threads = positive(*v, "--threads");
  if (auto v = cl.value("--repeat")) o.measure.repeat = int(positive(*v, "--repeat"));
  if (auto v = cl.value("--json")) o.json = *v;
  if (auto v = cl.value("--plot")) o.plot = *v;
  o.quick |= cl.flag("--quick");
  o.pocl = !cl.flag("--no-pocl");
  if (o.threads == 0) o.threads = std::max(1u, std::thread::hardware_concurrency());
  return o;
}

bool selected(const Options& o, const std::string& name) {
  if (o.filters.empty()) return true;
  for (const std::string& f : o.filters) {
    if (name.find(f) != std::string::npos) return true;
  }
  return false;
}

std::string cpuName() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("model name", 0) == 0 && line.find(':') != std::string::npos) return line.substr(line.find(':') + 2);
  }
  return "unknown CPU";
}

std::string text(std::span<const std::uint8_t> bytes) { return std::string(bytes.begin(), bytes.end()); }

// gcnjit in `mode` on the benchmark's built-in code object `file` (for `target`).
Measurement runGcnjit(Benchmark& benchmark, const std::string& file, const std::string& target,
                      runtime::ExecutionMode mode, const std::string& impl, const Options& o) {
  try {  // a translation error (unsupported instruction) is this implementation's result
    // Cold (the suite's translation cache starts empty), then, once that
    // load is gone, a load as a later process makes it: at the same address,
    // from the cache.
    double translate = GcnjitGpu(embeddedFile(file), file, mode, o.threads).translateAll();
    GcnjitGpu gpu(embeddedFile(file), file, mode, o.threads);
    double cachedTranslate = gpu.translateAll();
    Measurement m = measureGpu(impl, benchmark, gpu, translate, o.measure);
    m.cachedTranslateSeconds = cachedTranslate;
    m.target = target;
    return m;
  } catch (const std::exception& e) {
    Measurement failed;
    failed.impl = impl;
    failed.target = target;
    failed.error = e.what();
    return failed;
  }
}

BenchmarkResult runBenchmark(const SuiteEntry& entry, const Options& o, bool& poclUsable, std::string& poclDevice,
                             std::string& poclMissing) {
  std::unique_ptr<Benchmark> benchmark = entry.make(o.quick);
  BenchmarkResult result;
  result.info = benchmark->info();
  std::string source = benchmark->source();
  result.native = measureNative(*benchmark, o.measure);
  result.libraryCall = benchmark->library();
  if (!result.libraryCall.empty()) result.library = measureLibrary("openblas", *benchmark, o.measure);
  for (runtime::ExecutionMode mode : o.modes) {
    std::string impl = "gcnjit-" + std::string(runtime::executionModeName(mode));
    result.gcnjit.push_back(runGcnjit(*benchmark, source + "." + o.target + ".co", o.target, mode, impl, o));
  }
  for (const std::string& target : benchmark->targets()) {  // the benchmark's other code objects
    if (target == o.target) continue;
    for (runtime::ExecutionMode mode : o.modes) {
      std::string impl = "gcnjit-" + std::string(runtime::executionModeName(mode)) + "/" + target;
      result.otherTargets.push_back(runGcnjit(*benchmark, source + "." + target + ".co", target, mode, impl, o));
    }
  }
  // hipcc's code for the same algorithm (bench/hip), for the suite's target
  // where it is built: the rows "gcnjit-MODE/hip".
  if (std::string hip = source + ".hip." + o.target + ".co"; hasEmbeddedFile(hip)) {
    for (runtime::ExecutionMode mode : o.modes) {
      std::string impl = "gcnjit-" + std::string(runtime::executionModeName(mode)) + "/hip";
      result.otherTargets.push_back(runGcnjit(*benchmark, hip, o.target, mode, impl, o));
    }
  }
  if (poclUsable) {
    std::unique_ptr<OpenClGpu> gpu = OpenClGpu::openPocl(poclMissing);
    if (!gpu) {
      poclUsable = false;
    } else {
      poclDevice = gpu->deviceName();
      Measurement m;
      m.impl = "pocl";
      try {
        double build = gpu->build(text(embeddedFile(source + ".cl")));
        m = measureGpu("pocl", *benchmark, *gpu, build, o.measure);
      } catch (const std::exception& e) {
        m.error = e.what();
      }
      result.pocl = m;
    }
  }
  return result;
}

void progress(std::size_t index, std::size_t count, const BenchmarkResult& r) {
  std::fprintf(stderr, "[%zu/%zu] %-14s native %s", index, count, r.info.name.c_str(), timeText(r.native.seconds).c_str());
  std::vector<Measurement> rows = r.gcnjit;
  rows.insert(rows.end(), r.otherTargets.begin(), r.otherTargets.end());
  for (const Measurement& g : rows) {
    std::fprintf(stderr, ", %s %s (%s)", g.impl.c_str(), g.error.empty() ? timeText(g.seconds).c_str() : "-",
                 status(g).substr(0, 60).c_str());
  }
  for (const std::optional<Measurement>& other : {r.pocl, r.library}) {
    if (!other) continue;
    std::fprintf(stderr, ", %s %s (%s)", other->impl.c_str(), other->error.empty() ? timeText(other->seconds).c_str() : "-",
                 status(*other).substr(0, 60).c_str());
  }
  std::fprintf(stderr, "\n");
}

int runSuite(const Options& o) {
  omp_set_num_threads(int(o.threads));
  setOpenblasThreads(o.threads);
  std::string threads = std::to_string(o.threads);
  setenv("POCL_CPU_MAX_CU_NUM", threads.c_str(), 0);  // PoCL's thread count, read when it starts
  setenv("POCL_MAX_PTHREAD_COUNT", threads.c_str(), 0);

  // The suite measures cold and cached translation itself: a translation
  // cache of its own, empty at the start, not the user's.
  TemporaryTranslationCache cache;

  SuiteResult results;
  results.cpu = cpuName();
  results.target = o.target;
  results.threads = o.threads;
  results.quick = o.quick;
  results.libraryConfig = openblasConfig();
  std::fprintf(stderr, "measuring the host's limits (DRAM triad, fp32 FMA peak)...\n");
  results.limits = measureHostLimits(o.quick);
  bool poclUsable = o.pocl;
  if (!o.pocl) results.poclMissing = "--no-pocl";

  std::vector<const SuiteEntry*> chosen;
  for (const SuiteEntry& entry : suite()) {
    if (selected(o, entry.name)) chosen.push_back(&entry);
  }
  if (chosen.empty()) throw cli::UsageError("--filter matches no kernel of the suite");
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    results.benchmarks.push_back(runBenchmark(*chosen[i], o, poclUsable, results.poclDevice, results.poclMissing));
    progress(i + 1, chosen.size(), results.benchmarks.back());
  }
  printTable(stdout, results);
  if (!o.json.empty()) writeJson(o.json, results);
  if (!o.plot.empty()) writePlot(o.plot, results);

  bool allAgree = true;
  for (const BenchmarkResult& b : results.benchmarks) {
    for (const Measurement& g : b.gcnjit) allAgree &= status(g) == "ok";
    for (const Measurement& g : b.otherTargets) allAgree &= status(g) == "ok";
    if (b.library) allAgree &= status(*b.library) == "ok";  // else native, the reference, is suspect
  }
  return allAgree ? 0 : 1;
}

// `gcnjit-bench FILE ...`: gcnjit run with warm repeats.
int runUserKernel(cli::Args args) {
  bool hasRepeat = false;
  for (const std::string& a : args) hasRepeat |= a == "--repeat";
  if (!hasRepeat) args.insert(args.end(), {"--repeat", "5"});
  return cli::runRun(args);
}

}  // namespace
}  // namespace gcnjit::bench

int main(int argc, char** argv) {
  using namespace gcnjit;
  cli::Args args(argv + 1, argv + argc);
  if (!args.empty() && !args[0].starts_with("-")) return bench::runUserKernel(args);
  try {
    cli::CommandLine cl = cli::parseCommandLine(
        args, {"--filter", "--target", "--isa", "--threads", "--repeat", "--json", "--plot"}, {"--quick", "--full", "--no-pocl"},
        /*fileRequired=*/false);
    if (cl.help) {
      std::fputs(bench::kHelp, stdout);
      return 0;
    }
    return bench::runSuite(bench::parseOptions(cl));
  } catch (const cli::UsageError& e) {
    std::fprintf(stderr, "gcnjit-bench: %s (see gcnjit-bench --help)\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gcnjit-bench: %s\n", e.what());
    return 1;
  }
}

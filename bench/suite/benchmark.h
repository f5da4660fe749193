// One benchmark of gcnjit-bench's suite: an OpenCL C source (bench/opencl/)
// run through the Gpu interface — by gcnjit and by PoCL alike — next to a
// native C++ implementation of the same algorithm, whose output is also the
// reference the device result is checked against.
//
// Files under bench/suite/ are compiled with -O3 -march=native -fopenmp, so
// the native side is what a user would write for the CPU instead.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace gcnjit::bench {

using BufferId = int;

struct Range3 {
  std::size_t x = 1, y = 1, z = 1;
};

// A kernel argument: a device buffer or a scalar value.
struct Arg {
  BufferId buffer = -1;
  std::vector<std::uint8_t> bytes;

  static Arg of(BufferId id) { return Arg{id, {}}; }
  template <class T>
  static Arg value(const T& v) {
    Arg a;
    a.bytes.resize(sizeof v);
    std::memcpy(a.bytes.data(), &v, sizeof v);
    return a;
  }
};

// What runs the OpenCL kernels: gcnjit or an OpenCL platform such as PoCL.
class Gpu {
 public:
  virtual ~Gpu() = default;
  virtual BufferId allocate(std::size_t bytes) = 0;
  virtual void write(BufferId buffer, const void* data, std::size_t bytes) = 0;
  virtual void read(BufferId buffer, void* data, std::size_t bytes) = 0;
  // Enqueues kernel `name` of the benchmark's source over `global` work-items
  // in work-groups of `local`.
  virtual void launch(const std::string& name, Range3 global, Range3 local, const std::vector<Arg>& args) = 0;
  // Waits until every launch has finished.
  virtual void finish() = 0;
};

// A new device buffer holding `data`.
template <class T>
BufferId upload(Gpu& gpu, const std::vector<T>& data) {
  BufferId id = gpu.allocate(data.size() * sizeof(T));
  gpu.write(id, data.data(), data.size() * sizeof(T));
  return id;
}

template <class T>
std::vector<T> download(Gpu& gpu, BufferId id, std::size_t count) {
  std::vector<T> data(count);
  gpu.read(id, data.data(), count * sizeof(T));
  return data;
}

enum class Limit { Bandwidth, Compute, None };  // the host limit a kernel is measured against

struct BenchmarkInfo {
  std::string name;  // also the bench/opencl/ source's name, unless source() says otherwise
  std::string size;  // e.g. "2^24 floats"
  double work = 0;   // per run: bytes for GB/s (the Bandwidth limit), flops
                     // for GFLOP/s (Compute), pixels for Mpixel/s...; for
                     // "launch" the number of launches in a run
  std::string unit;  // "GB/s", "GFLOP/s", "Mpixel/s" (M: 1e6, else 1e9) or "launch"
  Limit limit = Limit::None;
};

class Benchmark {
 public:
  virtual ~Benchmark() = default;
  virtual BenchmarkInfo info() const = 0;
  // The bench/opencl/ source (without .cl): the name unless benchmarks share one.
  virtual std::string source() const { return info().name; }
  // gcnjit runs the code objects of all these targets: the suite's --target
  // in the main rows, the others in rows of their own (e.g. an MFMA kernel
  // for gfx908 next to the FMA-only gfx900 build of the same source). Empty:
  // the suite's target alone.
  virtual std::vector<std::string> targets() const { return {}; }
  // Creates the device buffers and writes the inputs (not timed).
  virtual void upload(Gpu& gpu) = 0;
  // Restores inputs a run modifies in place, before each run (not timed).
  virtual void reset(Gpu&) {}
  virtual void resetNative() {}
  // One run: the launches (timed up to gpu.finish()).
  virtual void run(Gpu& gpu) = 0;
  // One run of the native implementation (timed); its output is the reference.
  virtual void runNative() = 0;
  // Compares the device output with the native output after a run of each;
  // returns "" when they agree, else what differs.
  virtual std::string check(Gpu& gpu) = 0;

  // The library call a CPU user would make instead of the native code (the
  // GEMMs: OpenBLAS), e.g. "cblas_sgemm"; "" for none. It is timed in the
  // same run (runLibrary, after runNative) and its output, kept apart from
  // native's, is compared with native's (checkLibrary, like check).
  virtual std::string library() const { return ""; }
  virtual void runLibrary() {}
  virtual std::string checkLibrary() { return ""; }
};

// `quick` gives sizes small enough for a test run of the whole suite.
using BenchmarkFactory = std::function<std::unique_ptr<Benchmark>(bool quick)>;

struct SuiteEntry {
  const char* name;
  BenchmarkFactory make;
};

// Every benchmark, in the order the table lists them.
const std::vector<SuiteEntry>& suite();

}  // namespace gcnjit::bench

// gcnjit run: launches one kernel on the runtime with buffers and scalars
// given on the command line, then prints the start of every buffer.
#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "command_line.h"
#include "commands.h"
#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/execution_mode.h"
#include "runtime/kernel_args.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit run FILE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC]...\n"
    "                  [--target gfxN] [--lds BYTES] [--threads N] [--print N]\n"
    "                  [--isa avx2|avx512|interp] [--repeat N] [--out I=FILE]...\n"
    "\n"
    "Runs kernel NAME (as JIT code, or on the reference interpreter) and\n"
    "prints the translation time, the launch time and the first elements of\n"
    "every buffer argument afterwards. A fault is reported with the\n"
    "workgroup, wave, GCN address and instruction (exit status 1).\n"
    "\n"
    "  --grid X[,Y,Z]   work-items per dimension (the HSA grid size)\n"
    "  --block X[,Y,Z]  work-items per workgroup\n"
    "  --arg SPEC       the kernel's next explicit argument, in order:\n"
    "                     i32:V u32:V i64:V u64:V f32:V f64:V     a scalar\n"
    "                     buf:N:TYPE[:INIT]  a buffer of N elements of TYPE\n"
    "                       (i32 u32 i64 u64 f32 f64); INIT is zero (default),\n"
    "                       iota, fill=V, rand[=SEED] or file=PATH (raw bytes,\n"
    "                       exactly N elements)\n"
    "  --lds BYTES      dynamic LDS per workgroup\n"
    "  --threads N      host threads (default: one per core)\n"
    "  --print N        elements printed per buffer (default 8)\n"
    "  --isa ISA        how the kernel runs (default: GCNJIT_ISA, else the best\n"
    "                   the host can run)\n"
    "  --repeat N       launch N more times on the same buffers and print the\n"
    "                   median time of those warm launches\n"
    "  --out I=FILE     afterwards, write buffer argument I (0-based) to FILE\n"
    "                   as raw bytes\n";

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t at; (at = text.find(separator, start)) != std::string::npos; start = at + 1) {
    parts.push_back(text.substr(start, at - start));
  }
  parts.push_back(text.substr(start));
  return parts;
}

std::uint64_t parseUnsigned(const std::string& text, const std::string& what) {
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(text.c_str(), &end, 0);
  if (text.empty() || *end || errno) throw UsageError("bad " + what + " '" + text + "'");
  return v;
}

template <std::size_t N, class T>
std::array<T, N> parseDims(const std::string& text, const char* what) {
  std::vector<std::string> parts = split(text, ',');
  if (parts.size() > N) throw UsageError(std::string("too many dimensions in ") + what);
  std::array<T, N> dims;
  dims.fill(1);
  for (std::size_t k = 0; k < parts.size(); ++k) dims[k] = T(parseUnsigned(parts[k], what));
  return dims;
}

struct ElementType {
  const char* name;
  unsigned size;
  bool isFloat, isSigned;
};
constexpr ElementType kTypes[] = {{"i32", 4, false, true}, {"u32", 4, false, false}, {"i64", 8, false, true},
                                  {"u64", 8, false, false}, {"f32", 4, true, true},   {"f64", 8, true, true}};

const ElementType& elementType(const std::string& name) {
  for (const ElementType& t : kTypes) {
    if (name == t.name) return t;
  }
  throw UsageError("unknown type '" + name + "' (i32 u32 i64 u64 f32 f64)");
}

// The bits of `v` as a value of the float type `t`.
std::uint64_t floatBits(const ElementType& t, double v) {
  if (t.size == 4) {
    float f = float(v);
    std::uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return bits;
  }
  std::uint64_t bits;
  std::memcpy(&bits, &v, 8);
  return bits;
}

// The bits of `text` as a value of type `t`.
std::uint64_t valueBits(const ElementType& t, const std::string& text) {
  char* end = nullptr;
  if (t.isFloat) {
    double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end) throw UsageError("bad number '" + text + "'");
    return floatBits(t, v);
  }
  std::uint64_t v = t.isSigned ? std::uint64_t(std::strtoll(text.c_str(), &end, 0)) : std::strtoull(text.c_str(), &end, 0);
  if (text.empty() || *end) throw UsageError("bad number '" + text + "'");
  return v;
}

struct Buffer {
  unsigned argIndex;
  const ElementType* type;
  std::size_t count;
  void* memory;
};

// Fills the buffer from a file of exactly its size.
void readBufferFile(Buffer& b, const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) throw UsageError("cannot read '" + path + "'");
  std::size_t bytes = b.count * b.type->size, size = std::size_t(in.tellg());
  if (size != bytes) {
    throw UsageError(path + " holds " + std::to_string(size) + " bytes; the buffer needs " + std::to_string(bytes));
  }
  in.seekg(0);
  in.read(static_cast<char*>(b.memory), std::streamsize(bytes));
  if (!in) throw UsageError("cannot read '" + path + "'");
}

void writeBufferFile(const Buffer& b, const std::string& path) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char*>(b.memory), std::streamsize(b.count * b.type->size));
  if (!out) throw UsageError("cannot write '" + path + "'");
}

// Fills buffer element i per INIT.
void initialise(Buffer& b, const std::string& init) {
  std::mt19937_64 rng(1);
  std::uint64_t fillBits = 0;
  std::string kind = init.substr(0, init.find('='));
  std::string value = init.find('=') == std::string::npos ? "" : init.substr(init.find('=') + 1);
  if (kind == "fill") fillBits = valueBits(*b.type, value);
  if (kind == "rand" && !value.empty()) rng.seed(parseUnsigned(value, "seed"));
  if (kind == "file") return readBufferFile(b, value);
  if (kind != "zero" && kind != "iota" && kind != "fill" && kind != "rand") {
    throw UsageError("unknown buffer initialiser '" + init + "' (zero, iota, fill=V, rand[=SEED], file=PATH)");
  }
  bool iota = kind == "iota", fill = kind == "fill", rand = kind == "rand";
  for (std::size_t i = 0; i < b.count; ++i) {
    std::uint64_t bits = 0;
    if (iota) bits = b.type->isFloat ? floatBits(*b.type, double(i)) : i;
    if (fill) bits = fillBits;
    if (rand) {
      bits = b.type->isFloat ? floatBits(*b.type, double(rng() % 2000001) / 1000.0 - 1000.0) : rng();
    }
    std::memcpy(static_cast<std::uint8_t*>(b.memory) + i * b.type->size, &bits, b.type->size);
  }
}

std::string elementText(const Buffer& b, std::size_t i) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, static_cast<const std::uint8_t*>(b.memory) + i * b.type->size, b.type->size);
  char text[48];
  if (b.type->isFloat) {
    double v;
    if (b.type->size == 4) {
      float f;
      std::memcpy(&f, &bits, 4);
      v = f;
    } else {
      std::memcpy(&v, &bits, 8);
    }
    std::snprintf(text, sizeof text, "%g", v);
  } else if (b.type->isSigned) {
    std::int64_t v = b.type->size == 4 ? std::int64_t(std::int32_t(bits)) : std::int64_t(bits);
    std::snprintf(text, sizeof text, "%" PRId64, v);
  } else {
    std::snprintf(text, sizeof text, "%" PRIu64, bits);
  }
  return text;
}

}  // namespace

int runRun(const Args& args) {
  static const CommandSpec spec{"run", kHelp,
                                {"--target", "--kernel", "--grid", "--block", "--arg", "--lds", "--threads", "--print", "--isa",
                                 "--repeat", "--out"},
                                {},
                                {"--kernel", "--grid", "--block"}};
  int exitCode = 0;
  std::optional<CommandLine> cl = parseCommand(spec, args, exitCode);
  if (!cl) return exitCode;
  try {
    runtime::LaunchDims dims;
    dims.grid = parseDims<3, std::uint32_t>(*cl->value("--grid"), "--grid");
    dims.workgroup = parseDims<3, std::uint16_t>(*cl->value("--block"), "--block");
    if (auto lds = cl->value("--lds")) dims.dynamicLds = std::uint32_t(parseUnsigned(*lds, "--lds"));
    unsigned threads = cl->value("--threads") ? unsigned(parseUnsigned(*cl->value("--threads"), "--threads")) : 0;
    std::size_t printCount = cl->value("--print") ? parseUnsigned(*cl->value("--print"), "--print") : 8;
    std::size_t repeat = cl->value("--repeat") ? parseUnsigned(*cl->value("--repeat"), "--repeat") : 0;

    std::vector<CodeObject> objects = loadCodeObjects(cl->file, cl->target());
    runtime::Device device(threads);
    if (auto isa = cl->value("--isa")) {
      std::optional<runtime::ExecutionMode> mode = runtime::parseExecutionMode(*isa);
      if (!mode) throw UsageError("--isa " + *isa + ": expected avx2, avx512 or interp");
      device.setExecutionMode(*mode);
    }
    runtime::LoadedImage& image = device.load(std::move(objects.front()));
    const Kernel* kernel = image.object().findKernel(*cl->value("--kernel"));
    if (!kernel) throw UsageError("no kernel '" + *cl->value("--kernel") + "' in " + image.object().source());

    runtime::KernelArgs kernelArgs(*kernel);
    std::vector<std::string> specs = cl->all("--arg");
    if (specs.size() != kernelArgs.count()) {
      throw UsageError(kernel->name + " takes " + std::to_string(kernelArgs.count()) + " arguments, " +
                       std::to_string(specs.size()) + " given");
    }
    std::vector<Buffer> buffers;
    for (unsigned i = 0; i < specs.size(); ++i) {
      std::vector<std::string> parts = split(specs[i], ':');
      if (parts[0] == "buf") {
        if (parts.size() > 4 && parts[3].starts_with("file=")) {  // a path with ':' in it
          for (std::size_t k = 4; k < parts.size(); ++k) parts[3] += ":" + parts[k];
          parts.resize(4);
        }
        if (parts.size() < 3 || parts.size() > 4) throw UsageError("bad buffer '" + specs[i] + "' (buf:N:TYPE[:INIT])");
        Buffer b{i, &elementType(parts[2]), std::size_t(parseUnsigned(parts[1], "buffer size")), nullptr};
        b.memory = device.allocate(b.count * b.type->size);
        initialise(b, parts.size() == 4 ? parts[3] : "zero");
        kernelArgs.set(i, b.memory);
        buffers.push_back(b);
      } else {
        if (parts.size() != 2) throw UsageError("bad argument '" + specs[i] + "' (TYPE:VALUE or buf:N:TYPE[:INIT])");
        const ElementType& t = elementType(parts[0]);
        std::uint64_t bits = valueBits(t, parts[1]);
        kernelArgs.setBytes(i, &bits, t.size);
      }
    }
    using Clock = std::chrono::steady_clock;
    auto millisecondsSince = [](Clock::time_point start) {
      return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };
    auto start = Clock::now();
    image.executable(*kernel, device.executionMode(), device.checked());
    double translateMs = millisecondsSince(start);
    start = Clock::now();
    device.launch(image, *kernel, dims, kernelArgs.bytes());
    double firstMs = millisecondsSince(start);
    std::printf("%s: %u workgroups on %u threads (%s): translation %.3f ms, first launch %.3f ms\n",
                kernel->name.c_str(), dims.groups(0) * dims.groups(1) * dims.groups(2), device.threads(),
                std::string(runtime::executionModeName(device.executionMode())).c_str(), translateMs, firstMs);
    if (repeat > 0) {
      std::vector<double> warm;
      for (std::size_t r = 0; r < repeat; ++r) {
        start = Clock::now();
        device.launch(image, *kernel, dims, kernelArgs.bytes());
        warm.push_back(millisecondsSince(start));
      }
      std::sort(warm.begin(), warm.end());
      std::printf("%s: median of %zu warm launches %.3f ms (fastest %.3f ms)\n", kernel->name.c_str(), repeat,
                  warm[warm.size() / 2], warm.front());
    }
    for (const std::string& out : cl->all("--out")) {
      std::size_t equals = out.find('=');
      if (equals == std::string::npos) throw UsageError("bad --out '" + out + "' (I=FILE)");
      std::uint64_t index = parseUnsigned(out.substr(0, equals), "--out argument index");
      auto b = std::find_if(buffers.begin(), buffers.end(), [&](const Buffer& x) { return x.argIndex == index; });
      if (b == buffers.end()) throw UsageError("--out " + out + ": argument " + std::to_string(index) + " is not a buffer");
      writeBufferFile(*b, out.substr(equals + 1));
    }
    for (const Buffer& b : buffers) {
      std::printf("arg %u (%zu x %s):", b.argIndex, b.count, b.type->name);
      for (std::size_t i = 0; i < std::min(printCount, b.count); ++i) std::printf(" %s", elementText(b, i).c_str());
      std::printf(b.count > printCount ? " ...\n" : "\n");
      device.release(b.memory);
    }
    return 0;
  } catch (const UsageError& e) {
    std::fprintf(stderr, "gcnjit run: %s (see gcnjit run --help)\n", e.what());
    return 2;
  } catch (const LoadError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  } catch (const runtime::LaunchError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  } catch (const LiftError& e) {
    std::fprintf(stderr, "%s: %s\n", cl->file.c_str(), e.what());
    return 1;
  }
}

}  // namespace gcnjit::cli

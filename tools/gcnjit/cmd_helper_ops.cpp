// gcnjit helper-ops: which IR ops the JIT leaves to the interpreter helper.
// Without files, the ops whose emitter always calls it (registered by
// GCNJIT_EMIT_VIA_HELPER, so the list cannot go stale); with files, every
// kernel of every code object in them translated as the runtime does
// (runtime::LoadedImage), and each helper op with the kernels it is in.
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/emitter.h"
#include "commands.h"
#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/loaded_image.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit helper-ops [--isa avx512|avx2] [FILE...]\n"
    "\n"
    "Without FILE: the IR ops whose JIT code always calls the interpreter\n"
    "helper, one per line. With FILEs (code objects, offload bundles, HIP\n"
    "executables): every kernel of every code object in them is translated\n"
    "as the runtime does, and each op that calls the helper is listed with\n"
    "its types and the kernels it is in: first the ops that always call it\n"
    "(\"helper\"), then native ops that call it only for rare operands\n"
    "(\"rare\"). Kernels the JIT cannot translate (they run on the\n"
    "interpreter) and kernels that do not lift are listed too. Exit status 0.\n";

struct Tally {
  std::set<std::string> kernels;
  std::size_t count = 0;
};

void printTally(const char* kind, const std::map<std::string, Tally>& tally) {
  for (const auto& [op, t] : tally) {
    std::string names;
    unsigned shown = 0;
    for (const std::string& k : t.kernels) {
      if (shown++ == 3) {
        names += ", ...";
        break;
      }
      names += (names.empty() ? "" : ", ") + k;
    }
    std::printf("%s  %-60s x%-4zu in %zu kernels (%s)\n", kind, op.c_str(), t.count, t.kernels.size(), names.c_str());
  }
}

}  // namespace

int runHelperOps(const Args& args) {
  runtime::ExecutionMode mode =
      runtime::hostSupports(runtime::ExecutionMode::Avx512) ? runtime::ExecutionMode::Avx512 : runtime::ExecutionMode::Avx2;
  std::vector<std::string> files;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--help" || args[i] == "-h") {
      std::fputs(kHelp, stdout);
      return 0;
    }
    if (args[i] == "--isa" && i + 1 < args.size()) {
      std::optional<runtime::ExecutionMode> m = runtime::parseExecutionMode(args[++i]);
      if (!m || *m == runtime::ExecutionMode::Interpreter || !runtime::hostSupports(*m)) {
        std::fprintf(stderr, "gcnjit helper-ops: --isa %s: expected avx512 or avx2, and a host that runs it\n",
                     args[i].c_str());
        return 2;
      }
      mode = *m;
    } else if (!args[i].empty() && args[i][0] == '-') {
      std::fprintf(stderr, "gcnjit helper-ops: unknown option %s\n%s", args[i].c_str(), kHelp);
      return 2;
    } else {
      files.push_back(args[i]);
    }
  }
  if (files.empty()) {
    std::set<std::string_view> ops(backend_x64::opsAlwaysViaHelper().begin(), backend_x64::opsAlwaysViaHelper().end());
    for (std::string_view op : ops) std::printf("%.*s\n", int(op.size()), op.data());
    return 0;
  }
  std::map<std::string, Tally> always, rare;
  std::vector<std::string> interpreted, unliftable;
  std::size_t kernels = 0;
  runtime::Device device(1);
  for (const std::string& file : files) {
    for (CodeObject& object : loadCodeObjects(file, std::nullopt)) {
      std::string where = object.source() + ":" + std::string(targetName(object.target().processor));
      runtime::LoadedImage& image = device.load(std::move(object));
      for (const Kernel& kernel : image.object().kernels()) {
        ++kernels;
        std::string name = where + ":" + kernel.name;
        const backend_x64::JitExecutable* jit = nullptr;
        try {
          jit = dynamic_cast<const backend_x64::JitExecutable*>(&image.executable(kernel, mode, device.checked()));
        } catch (const std::exception& e) {  // it does not lift: no op runs at all
          unliftable.push_back(name + ": " + e.what());
          continue;
        }
        if (!jit) {
          interpreted.push_back(name);
          continue;
        }
        for (const auto& [op, count] : jit->stats().helperOps) always[op].kernels.insert(name), always[op].count += count;
        for (const auto& [op, count] : jit->stats().rareOperandHelperOps) {
          rare[op].kernels.insert(name), rare[op].count += count;
        }
      }
      device.unload(image);
    }
  }
  printTally("helper", always);
  printTally("rare  ", rare);
  for (const std::string& name : interpreted) std::printf("interp  %s (the JIT could not translate it)\n", name.c_str());
  for (const std::string& what : unliftable) std::printf("error   %s\n", what.c_str());
  std::printf("%zu kernels, %zu ops always by helper, %zu native with a rare-operand helper path, %zu interpreted, "
              "%zu not lifted\n",
              kernels, always.size(), rare.size(), interpreted.size(), unliftable.size());
  return 0;
}

}  // namespace gcnjit::cli

// gcnjit x86: the host code the x64 backend makes of a kernel, each block
// and GCN instruction annotated, with translation statistics.
#include <cinttypes>
#include <cstdio>
#include <map>
#include <string>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "command_line.h"
#include "commands.h"
#include "ir/passes/pass_manager.h"
#include "isa/printer.h"
#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/wave_setup.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit x86 FILE [--target gfxN] --kernel NAME [--isa avx512|avx2] [--stats]\n"
    "\n"
    "Compiles kernel NAME with the x64 backend and prints the host assembly:\n"
    "each IR block, the GCN instruction each stretch of code comes from and\n"
    "the IR ops it was made of. Ends with the translation statistics: IR ops,\n"
    "code size, translation time and the ops run by the interpreter helper.\n"
    "\n"
    "  --target gfxN   only the code objects for this processor\n"
    "  --kernel NAME   the kernel (required)\n"
    "  --isa ISA       avx512 or avx2 (default: avx512 where the host has it,\n"
    "                  as the runtime chooses)\n"
    "  --stats         print only the statistics\n";

// The listing with each "; GCN 0x..." line completed by the instruction text.
std::string annotate(const std::string& listing, const KernelCfg& cfg, Target target) {
  std::map<std::uint64_t, std::string> text;
  for (const BasicBlock& b : cfg.blocks) {
    for (const CfgInst& ci : b.insts) text[ci.address] = printInst(ci.inst, target, ci.address);
  }
  std::string out;
  std::size_t at = 0;
  while (at < listing.size()) {
    std::size_t end = listing.find('\n', at);
    if (end == std::string::npos) end = listing.size();
    std::string line = listing.substr(at, end - at);
    std::uint64_t pc = 0;
    if (std::sscanf(line.c_str(), ";   GCN 0x%" SCNx64, &pc) == 1) {
      auto it = text.find(pc);
      if (it != text.end()) line += ": " + it->second;
    }
    out += line + "\n";
    at = end + 1;
  }
  return out;
}

std::string statsText(const backend_x64::CompileStats& s) {
  char line[160];
  std::snprintf(line, sizeof line, "; %zu IR ops, %zu bytes of code, %.3f ms to translate, %zu ops by helper\n",
                s.irInsts, s.codeBytes, s.milliseconds, s.helperCalls);
  std::string out = line;
  for (const auto& [op, count] : s.helperOps) out += ";   helper: " + op + " x" + std::to_string(count) + "\n";
  for (const auto& [op, count] : s.rareOperandHelperOps) {
    out += ";   native, helper for rare operands: " + op + " x" + std::to_string(count) + "\n";
  }
  return out;
}

}  // namespace

int runX86(const Args& args) {
  int exitCode = 0;
  std::optional<CommandLine> cl =
      parseCommand({"x86", kHelp, {"--target", "--kernel", "--isa"}, {"--stats"}, {"--kernel"}}, args, exitCode);
  if (!cl) return exitCode;
  backend_x64::HostIsa hostIsa =
      backend_x64::canRun(backend_x64::HostIsa::Avx512) ? backend_x64::HostIsa::Avx512 : backend_x64::HostIsa::Avx2;
  if (auto isa = cl->value("--isa")) {
    if (*isa != "avx512" && *isa != "avx2") {
      std::fprintf(stderr, "gcnjit x86: --isa %s: expected avx512 or avx2\n", isa->c_str());
      return 2;
    }
    hostIsa = *isa == "avx512" ? backend_x64::HostIsa::Avx512 : backend_x64::HostIsa::Avx2;
  }
  std::string name = *cl->value("--kernel");
  bool found = false;
  try {
    for (const CodeObject& co : loadCodeObjects(cl->file, cl->target())) {
      const Kernel* k = co.findKernel(name);
      if (!k) continue;
      found = true;
      Target target = co.target().processor;
      KernelCfg cfg = buildCfg(co, *k);
      ir::Function function = liftKernel(cfg, target);
      std::vector<std::string> errors = ir::defaultPipeline({.dropDeadRegisterWrites = true}).run(function);  // as the runtime runs it
      if (!errors.empty()) throw std::runtime_error("invalid IR: " + errors.front());
      backend_x64::CompileOptions options;
      options.isa = hostIsa;
      options.name = name;
      options.initialMode = runtime::initialMode(k->descriptor);
      options.keepListing = !cl->flag("--stats");
      auto compiled = backend_x64::compile(function, options);
      std::printf("; kernel %s (%s, %s, %s code)\n", name.c_str(), co.source().c_str(),
                  std::string(targetName(target)).c_str(), std::string(backend_x64::hostIsaName(hostIsa)).c_str());
      if (options.keepListing) std::fputs(annotate(compiled->listing(), cfg, target).c_str(), stdout);
      std::fputs(statsText(compiled->stats()).c_str(), stdout);
    }
  } catch (const LiftError& e) {
    std::fprintf(stderr, "%s: %s\n", cl->file.c_str(), e.what());
    return 1;
  } catch (const std::runtime_error& e) {
    std::fprintf(stderr, "%s: %s: %s\n", cl->file.c_str(), name.c_str(), e.what());
    return 1;
  }
  if (!found) throw LoadError(cl->file, "no kernel '" + name + "'");
  return 0;
}

}  // namespace gcnjit::cli

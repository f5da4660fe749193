// gcnjit ir: the IR a kernel lifts to (frontend/lift), before and after the
// default pass pipeline (ir/passes/pass_manager.h).
#include <cinttypes>
#include <cstdio>
#include <functional>
#include <map>
#include <string>

#include "cfg/cfg.h"
#include "command_line.h"
#include "commands.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "isa/printer.h"
#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/translate.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit ir FILE [--target gfxN] --kernel NAME [--no-passes]\n"
    "\n"
    "Lifts kernel NAME (its control-flow graph, as `gcnjit cfg` shows it) to\n"
    "the wavefront IR and prints it, then prints it again after the default\n"
    "pass pipeline (get/set forwarding, constant folding, dead-code\n"
    "elimination). An instruction that cannot be lifted yet is an error.\n"
    "\n"
    "  --target gfxN   only the code objects for this processor\n"
    "  --kernel NAME   the kernel (required)\n"
    "  --no-passes     print the lifted IR only\n";

// Verifier (or pass) errors as a text block; a lifter bug, not a user error.
std::string errorBlock(const std::string& title, const std::vector<std::string>& errors) {
  std::string out = "; " + title + ":\n";
  for (const std::string& e : errors) out += ";   " + e + "\n";
  return out;
}

// "0x1c08: s_load_dword s9, s[4:5], 0x4" for the IR printer's annotations.
std::function<std::string(std::uint64_t)> sourceText(const cfg::KernelCfg& cfg, Target target) {
  std::map<std::uint64_t, std::string> text;
  for (const cfg::BasicBlock& b : cfg.blocks)
    for (const cfg::CfgInst& ci : b.insts) {
      char address[24];
      std::snprintf(address, sizeof address, "0x%" PRIx64 ": ", ci.address);
      text[ci.address] = address + printInst(ci.inst, target, ci.address);
    }
  return [text = std::move(text)](std::uint64_t pc) {
    auto it = text.find(pc);
    return it == text.end() ? std::string("(no instruction)") : it->second;
  };
}

// The IR text of one kernel; `broken` is set when the verifier objects.
std::string irText(const CodeObject& co, const Kernel& kernel, bool passes, bool& broken) {
  Target target = co.target().processor;
  cfg::KernelCfg cfg = cfg::buildCfg(co, kernel);
  // ELF addresses (pcBias 0): the IR the runtime runs has them plus the
  // load address (`gcnjit x86` shows that).
  runtime::TranslationInput input{.cfg = cfg, .target = target, .source = co.source()};
  ir::Function function = runtime::liftToIr(input);
  auto annotate = sourceText(cfg, target);
  std::string out = "; kernel " + cfg.kernel + " (" + co.source() + ", " + std::string(targetName(target)) +
                    ")\n; lifted:\n" + ir::print(function, annotate);
  if (std::vector<std::string> errors = ir::verify(function); !errors.empty()) {
    broken = true;
    return out + errorBlock("verifier errors", errors);
  }
  if (!passes) return out;
  std::vector<std::string> errors = runtime::optimiseIr(function, input, /*eachPass=*/true);
  out += "\n; after passes:\n" + ir::print(function, annotate);
  if (!errors.empty()) {
    broken = true;
    out += errorBlock("pass errors", errors);
  }
  return out;
}

}  // namespace

int runIr(const Args& args) {
  int exitCode = 0;
  std::optional<CommandLine> cl =
      parseCommand({"ir", kHelp, {"--target", "--kernel"}, {"--no-passes"}, {"--kernel"}}, args, exitCode);
  if (!cl) return exitCode;
  std::string name = *cl->value("--kernel");
  std::string text;
  bool broken = false;
  try {
    for (const CodeObject& co : loadCodeObjects(cl->file, cl->target())) {
      const Kernel* k = co.findKernel(name);
      if (!k) continue;
      if (!text.empty()) text += "\n";
      text += irText(co, *k, !cl->flag("--no-passes"), broken);
    }
  } catch (const LiftError& e) {
    std::fprintf(stderr, "%s: %s\n", cl->file.c_str(), e.what());
    return 1;
  }
  if (text.empty()) throw LoadError(cl->file, "no kernel '" + name + "'");
  std::fwrite(text.data(), 1, text.size(), stdout);
  return broken ? 1 : 0;
}

}  // namespace gcnjit::cli

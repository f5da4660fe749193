// gcnjit cfg: the basic blocks of one kernel (and the device functions it
// calls) with their instructions and successors.
#include <cinttypes>
#include <cstdio>
#include <string>

#include "cfg/cfg.h"
#include "command_line.h"
#include "commands.h"
#include "isa/hex.h"
#include "isa/printer.h"
#include "loader/code_object.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit cfg FILE [--target gfxN] --kernel NAME\n"
    "\n"
    "Discovers the control-flow graph of kernel NAME from its entry: basic\n"
    "blocks in address order, each with its instructions, how it ends and its\n"
    "successors. Device functions called through a constant address\n"
    "(s_getpc_b64 + s_add_u32/s_addc_u32 + s_swappc_b64) are included.\n"
    "\n"
    "  --target gfxN   only the code objects for this processor\n"
    "  --kernel NAME   the kernel (required)\n";

const char* exitName(cfg::BlockExit e) {
  switch (e) {
    case cfg::BlockExit::FallThrough: return "fallthrough";
    case cfg::BlockExit::Branch: return "branch";
    case cfg::BlockExit::CondBranch: return "cbranch";
    case cfg::BlockExit::Call: return "call";
    case cfg::BlockExit::Indirect: return "indirect";
    case cfg::BlockExit::EndProgram: return "endpgm";
  }
  return "?";
}

std::string cfgText(const cfg::KernelCfg& cfg, const CodeObject& co) {
  std::string out =
      "kernel " + cfg.kernel + " (" + co.source() + ") entry " + hex(cfg.entry) + "\n";
  out += "functions:";
  for (uint64_t f : cfg.functions) out += " " + hex(f);
  out += "\n";
  for (const cfg::BasicBlock& b : cfg.blocks) {
    out += "\nblock " + hex(b.start) + "-" + hex(b.end) + " " + exitName(b.exit);
    if (b.exit == cfg::BlockExit::Call) out += b.callee ? " " + hex(*b.callee) : " (unknown callee)";
    out += " ->";
    for (uint64_t s : b.successors) out += " " + hex(s);
    out += "\n";
    for (const cfg::CfgInst& ci : b.insts)
      out += "  " + hex(ci.address) + "  " +
             printInst(ci.inst, co.target().processor, ci.address) + "\n";
  }
  return out;
}

}  // namespace

int runCfg(const Args& args) {
  int exitCode = 0;
  std::optional<CommandLine> cl =
      parseCommand({"cfg", kHelp, {"--target", "--kernel"}, {}, {"--kernel"}}, args, exitCode);
  if (!cl) return exitCode;
  std::string name = *cl->value("--kernel");
  std::string text;
  for (const CodeObject& co : loadCodeObjects(cl->file, cl->target())) {
    const Kernel* k = co.findKernel(name);
    if (!k) continue;
    if (!text.empty()) text += "\n";
    text += cfgText(cfg::buildCfg(co, *k), co);
  }
  if (text.empty()) throw LoadError(cl->file, "no kernel '" + name + "'");
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace gcnjit::cli

// gcnjit x86: the host code the x64 backend makes of a kernel, each block
// and GCN instruction annotated, with translation statistics.
#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <map>
#include <string>
#include <utility>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "command_line.h"
#include "commands.h"
#include "isa/printer.h"
#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/address_ranges.h"
#include "runtime/loaded_image.h"
#include "runtime/translate.h"
#include "runtime/wave_setup.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit x86 FILE [--target gfxN] --kernel NAME [--isa avx512|avx2] [--stats]\n"
    "\n"
    "Compiles kernel NAME with the x64 backend and prints the host assembly:\n"
    "each IR block, the GCN instruction each stretch of code comes from and\n"
    "the IR ops it was made of. The code object is loaded and the kernel\n"
    "translated as the runtime does it, so this is the code that runs (the\n"
    "host addresses in it are this run's; a relocatable object, which the\n"
    "runtime cannot load, at its ELF addresses). Ends with the translation\n"
    "statistics: IR ops, code size, translation time and the ops run by the\n"
    "interpreter helper.\n"
    "\n"
    "  --target gfxN   only the code objects for this processor\n"
    "  --kernel NAME   the kernel (required)\n"
    "  --isa ISA       avx512 or avx2 (default: avx512 where the host has it,\n"
    "                  as the runtime chooses)\n"
    "  --stats         print only the statistics\n";

// The listing with the GCN addresses of its "GCN 0x..." annotations (host
// addresses: ELF address plus pcBias) turned back into ELF addresses, as
// `gcnjit disasm` shows them, and each instruction line completed by the
// instruction's text.
std::string annotate(const std::string& listing, const cfg::KernelCfg& cfg, Target target, std::uint64_t pcBias) {
  std::map<std::uint64_t, std::string> text;
  for (const cfg::BasicBlock& b : cfg.blocks) {
    for (const cfg::CfgInst& ci : b.insts) text[ci.address] = printInst(ci.inst, target, ci.address);
  }
  const std::string gcn = "GCN 0x";
  std::string out;
  std::size_t at = 0;
  while (at < listing.size()) {
    std::size_t end = listing.find('\n', at);
    if (end == std::string::npos) end = listing.size();
    std::string line = listing.substr(at, end - at);
    if (std::size_t mark = line.find(gcn); mark != std::string::npos && line.rfind(";", 0) == 0) {
      std::size_t digits = mark + gcn.size(), stop = digits;
      while (stop < line.size() && std::isxdigit(static_cast<unsigned char>(line[stop]))) ++stop;
      std::uint64_t address = std::stoull(line.substr(digits, stop - digits), nullptr, 16) - pcBias;
      char hexAddress[24];
      std::snprintf(hexAddress, sizeof hexAddress, "%" PRIx64, address);
      line.replace(digits, stop - digits, hexAddress);
      auto it = text.find(address);
      if (line.rfind(";   GCN", 0) == 0 && it != text.end()) line += ": " + it->second;
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

// Translates the kernel of `input` and prints its header, listing (unless
// only the statistics are asked for) and statistics.
void printTranslation(const CodeObject& co, const cfg::KernelCfg& cfg, const runtime::TranslationInput& input,
                      backend_x64::HostIsa hostIsa, bool keepListing) {
  ir::Function function = runtime::translateToIr(input);
  auto compiled = runtime::translateToHost(function, input, hostIsa, keepListing);
  std::printf("; kernel %s (%s, %s, %s code%s)\n", cfg.kernel.c_str(), co.source().c_str(),
              std::string(targetName(input.target)).c_str(), std::string(backend_x64::hostIsaName(hostIsa)).c_str(),
              co.isRelocatable() ? "; relocatable, so at its ELF addresses" : "");
  if (keepListing) std::fputs(annotate(compiled->listing(), cfg, input.target, input.pcBias).c_str(), stdout);
  std::fputs(statsText(compiled->stats()).c_str(), stdout);
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
  bool keepListing = !cl->flag("--stats");
  bool found = false;
  try {
    for (CodeObject& object : loadCodeObjects(cl->file, cl->target())) {
      if (!object.findKernel(name)) continue;
      found = true;
      if (object.isRelocatable()) {  // no runtime loads it: translated at its ELF addresses
        const Kernel& kernel = *object.findKernel(name);
        cfg::KernelCfg cfg = cfg::buildCfg(object, kernel);
        printTranslation(object, cfg,
                         {.cfg = cfg, .target = object.target().processor,
                          .initialMode = runtime::initialMode(kernel.descriptor), .source = object.source()},
                         hostIsa, keepListing);
        continue;
      }
      // Loaded as the runtime loads it, so the code is the code that runs
      // (IR PCs and the addresses in it are host addresses).
      runtime::AddressRanges ranges;
      runtime::LoadedImage image(std::move(object), ranges);
      cfg::KernelCfg cfg = cfg::buildCfg(image.object(), *image.object().findKernel(name));
      printTranslation(image.object(), cfg, image.translationInput(*image.object().findKernel(name), cfg), hostIsa,
                       keepListing);
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

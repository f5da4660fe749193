// gcnjit: command-line front door. Dispatches to one subcommand.
#include <cstdio>
#include <cstring>
#include <exception>

#include "commands.h"

namespace {

const char kUsage[] =
    "usage: gcnjit COMMAND [ARGS]\n"
    "\n"
    "commands:\n"
    "  cfg FILE [--target gfxN] --kernel NAME       basic blocks and successors of a kernel\n"
    "  disasm FILE [--target gfxN] [--kernel NAME]  disassemble as llvm-objdump does\n"
    "  exec PROGRAM [ARGS...]                       run a HIP program on gcnjit's libamdhip64\n"
    "  helper-ops [FILE...]                         IR ops the JIT leaves to the interpreter helper\n"
    "  info FILE [--json]                           targets, kernels, descriptors, arguments\n"
    "  ir FILE [--target gfxN] --kernel NAME [--no-passes]  lifted IR, before and after the passes\n"
    "  run FILE --kernel NAME --grid G --block B [--arg SPEC]...  run a kernel once\n"
    "  x86 FILE [--target gfxN] --kernel NAME [--stats]  host code the JIT makes of a kernel\n"
    "\n"
    "FILE may be a code object, a clang offload bundle or a HIP executable.\n"
    "`gcnjit COMMAND --help` describes one command.\n";

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  gcnjit::cli::Args args(argv + 2, argv + argc);
  try {
    if (!std::strcmp(argv[1], "cfg")) return gcnjit::cli::runCfg(args);
    if (!std::strcmp(argv[1], "disasm")) return gcnjit::cli::runDisasm(args);
    if (!std::strcmp(argv[1], "exec")) return gcnjit::cli::runExec(args);
    if (!std::strcmp(argv[1], "helper-ops")) return gcnjit::cli::runHelperOps(args);
    if (!std::strcmp(argv[1], "info")) return gcnjit::cli::runInfo(args);
    if (!std::strcmp(argv[1], "ir")) return gcnjit::cli::runIr(args);
    if (!std::strcmp(argv[1], "x86")) return gcnjit::cli::runX86(args);
    if (!std::strcmp(argv[1], "run")) return gcnjit::cli::runRun(args);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gcnjit: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr, "gcnjit: unknown command '%s' (see gcnjit --help)\n", argv[1]);
  return 2;
}

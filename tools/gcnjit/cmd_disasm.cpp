// gcnjit disasm: the llvm-objdump -d listing of every code object in FILE.
#include <cstdio>

#include "command_line.h"
#include "commands.h"
#include "loader/code_object.h"
#include "loader/disassembly_listing.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit disasm FILE [--target gfxN] [--kernel NAME]\n"
    "\n"
    "Disassembles the executable sections of the code objects in FILE with the\n"
    "layout of `llvm-objdump-15 -d`. FILE may be a code object (also a relocatable\n"
    "one from llvm-mc), a clang offload bundle, or a host executable, shared\n"
    "library or object with a .hip_fatbin section; each code object of a\n"
    "container gets its own header naming FILE:TARGET-ID.\n"
    "\n"
    "  --target gfxN   only the code objects for this processor\n"
    "  --kernel NAME   only the symbol NAME (a kernel or any other function)\n";

}  // namespace

int runDisasm(const Args& args) {
  int exitCode = 0;
  std::optional<CommandLine> cl =
      parseCommand({"disasm", kHelp, {"--target", "--kernel"}, {}, {}}, args, exitCode);
  if (!cl) return exitCode;
  std::string kernel = cl->value("--kernel").value_or("");
  std::vector<CodeObject> objects = loadCodeObjects(cl->file, cl->target());
  std::string text;
  bool found = false;
  for (const CodeObject& co : objects) {
    Listing listing = disassemblyListing(co, {co.source(), kernel});
    if (!listing.foundSymbol) continue;
    found = true;
    text += listing.text;
  }
  if (!found) throw LoadError(cl->file, "no symbol '" + kernel + "' in executable code");
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace gcnjit::cli

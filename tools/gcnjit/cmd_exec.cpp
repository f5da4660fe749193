// gcnjit exec: runs a HIP program on gcnjit's drop-in libamdhip64.so.5 by
// putting the library's folder first on LD_LIBRARY_PATH and exec'ing it.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "commands.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit exec [--target gfxN] [--isa interp|avx2] [--log] PROGRAM [ARGS...]\n"
    "\n"
    "Runs PROGRAM, a HIP program built by hipcc, with gcnjit's libamdhip64.so.5\n"
    "(in ../hip from this gcnjit, as the build tree has it) first on LD_LIBRARY_PATH,\n"
    "so its kernels run on the host CPU. The same as\n"
    "  LD_LIBRARY_PATH=BUILD/hip PROGRAM ARGS...\n"
    "\n"
    "  --target gfxN   the device to present and the code objects to prefer\n"
    "                  (GCNJIT_HIP_TARGET; default gfx908)\n"
    "  --isa MODE      how kernels run (GCNJIT_ISA)\n"
    "  --log           log registrations and launches on stderr (GCNJIT_HIP_LOG=1)\n";

// The folder holding the drop-in library: BUILD/hip for BUILD/tools/gcnjit.
std::filesystem::path libraryFolder() {
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("exec: cannot find the gcnjit executable (/proc/self/exe)");
  std::filesystem::path folder = (self.parent_path() / "../hip").lexically_normal();
  if (!std::filesystem::exists(folder / "libamdhip64.so.5", ec))
    throw std::runtime_error("exec: no libamdhip64.so.5 in " + folder.string() + " (build the gcnjit_hip target)");
  return folder;
}

}  // namespace

int runExec(const Args& args) {
  std::size_t first = 0;
  for (; first < args.size() && args[first].starts_with("--"); ++first) {
    const std::string& option = args[first];
    if (option == "--help") {
      std::fputs(kHelp, stdout);
      return 0;
    }
    if (option == "--log") {
      setenv("GCNJIT_HIP_LOG", "1", 1);
    } else if ((option == "--target" || option == "--isa") && first + 1 < args.size()) {
      setenv(option == "--target" ? "GCNJIT_HIP_TARGET" : "GCNJIT_ISA", args[++first].c_str(), 1);
    } else {
      std::fprintf(stderr, "gcnjit exec: unknown option or missing value: %s\n%s", option.c_str(), kHelp);
      return 2;
    }
  }
  if (first == args.size()) {
    std::fputs(kHelp, stderr);
    return 2;
  }
  std::string path = libraryFolder().string();
  if (const char* old = std::getenv("LD_LIBRARY_PATH"); old && *old) path += std::string(":") + old;
  setenv("LD_LIBRARY_PATH", path.c_str(), 1);
  std::vector<char*> argv;
  for (std::size_t i = first; i < args.size(); ++i) argv.push_back(const_cast<char*>(args[i].c_str()));
  argv.push_back(nullptr);
  execvp(argv[0], argv.data());
  std::fprintf(stderr, "gcnjit exec: cannot run %s: %s\n", argv[0], std::strerror(errno));
  return 127;
}

}  // namespace gcnjit::cli

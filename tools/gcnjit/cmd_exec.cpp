// gcnjit exec: runs a program on gcnjit's drop-in runtimes by putting their
// folders first on LD_LIBRARY_PATH and exec'ing it: libamdhip64.so.5 (HIP
// programs) and libhsa-runtime64.so.1 (what sits on HSA: GCC's OpenMP
// offload, rocminfo), or with --amd-hip the HSA runtime alone, so AMD's own
// libamdhip64.so.5 runs on top of it.
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
    "usage: gcnjit exec [--amd-hip] [--target gfxN] [--isa interp|avx2] [--log] PROGRAM [ARGS...]\n"
    "\n"
    "Runs PROGRAM with gcnjit's libamdhip64.so.5 and libhsa-runtime64.so.1 (in ../hip\n"
    "and ../hsa from this gcnjit, as the build tree has them) first on LD_LIBRARY_PATH,\n"
    "so its kernels run on the host CPU: HIP programs built by hipcc, programs built\n"
    "with GCC's OpenMP offloading (-foffload=amdgcn-amdhsa), other HSA programs.\n"
    "The same as\n"
    "  LD_LIBRARY_PATH=BUILD/hip:BUILD/hsa PROGRAM ARGS...\n"
    "\n"
    "  --amd-hip       gcnjit's HSA runtime alone: a HIP program then loads AMD's\n"
    "                  libamdhip64.so.5, which runs on gcnjit's HSA runtime\n"
    "  --target gfxN   the device to present and the code objects to prefer\n"
    "                  (GCNJIT_HIP_TARGET and GCNJIT_HSA_TARGET; default gfx908)\n"
    "  --isa MODE      how kernels run (GCNJIT_ISA)\n"
    "  --log           log registrations and launches on stderr (GCNJIT_HIP_LOG=1)\n";

// The folder holding a drop-in library (BUILD/hip/libamdhip64.so.5 for
// BUILD/tools/gcnjit), built by the CMake target `target`; empty if the
// library is missing and not `required`.
std::string libraryFolder(const char* folderName, const char* library, const char* target, bool required) {
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("exec: cannot find the gcnjit executable (/proc/self/exe)");
  std::filesystem::path folder = (self.parent_path() / ".." / folderName).lexically_normal();
  if (std::filesystem::exists(folder / library, ec)) return folder.string();
  if (!required) return "";
  throw std::runtime_error(std::string("exec: no ") + library + " in " + folder.string() + " (build the " + target +
                           " target)");
}

}  // namespace

int runExec(const Args& args) {
  std::size_t first = 0;
  bool amdHip = false;
  for (; first < args.size() && args[first].starts_with("--"); ++first) {
    const std::string& option = args[first];
    if (option == "--help") {
      std::fputs(kHelp, stdout);
      return 0;
    }
    if (option == "--log") {
      setenv("GCNJIT_HIP_LOG", "1", 1);
    } else if (option == "--amd-hip") {
      amdHip = true;
    } else if (option == "--target" && first + 1 < args.size()) {
      setenv("GCNJIT_HIP_TARGET", args[++first].c_str(), 1);
      setenv("GCNJIT_HSA_TARGET", args[first].c_str(), 1);
    } else if (option == "--isa" && first + 1 < args.size()) {
      setenv("GCNJIT_ISA", args[++first].c_str(), 1);
    } else {
      std::fprintf(stderr, "gcnjit exec: unknown option or missing value: %s\n%s", option.c_str(), kHelp);
      return 2;
    }
  }
  if (first == args.size()) {
    std::fputs(kHelp, stderr);
    return 2;
  }
  // Either library may be missing (not built where its headers are
  // missing), but not both; --amd-hip needs the HSA runtime.
  std::string path = libraryFolder("hsa", "libhsa-runtime64.so.1", "gcnjit_hsa", amdHip);
  if (!amdHip) {
    std::string hip = libraryFolder("hip", "libamdhip64.so.5", "gcnjit_hip", path.empty());
    if (!hip.empty()) path = path.empty() ? hip : hip + ":" + path;
  }
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

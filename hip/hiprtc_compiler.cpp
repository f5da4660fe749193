#include "hip/hiprtc_compiler.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

extern char** environ;

namespace gcnjit::hip {
namespace {

namespace fs = std::filesystem;

constexpr char kLogFile[] = "compiler.log";
constexpr char kCodeFile[] = "program.co";
constexpr char kNameVariable[] = "__gcnjit_hiprtc_name_";

// A temporary directory removed with everything in it when done.
class ScratchDirectory {
 public:
  ScratchDirectory() {
    std::string pattern = (fs::temp_directory_path() / "gcnjit-hiprtc-XXXXXX").string();
    if (mkdtemp(pattern.data())) path_ = pattern;
  }
  ~ScratchDirectory() {
    std::error_code ignored;
    if (!path_.empty()) fs::remove_all(path_, ignored);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

bool startsWith(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

// The target an option names, if it is one of the target options clang or
// NVRTC-style callers use ("--gpu-architecture=gfx906", "-arch=gfx906",
// "--offload-arch=gfx906").
std::string targetOption(const std::string& option) {
  for (const char* prefix : {"--gpu-architecture=", "-arch=", "--offload-arch="})
    if (startsWith(option, prefix)) return option.substr(std::string(prefix).size());
  return "";
}

// clang runs in the scratch directory: an include directory the caller
// gave relative to its own working directory ("-Iinclude") is made
// absolute.
std::string withAbsoluteIncludePath(const std::string& option) {
  if (!startsWith(option, "-I") || option.size() == 2) return option;
  fs::path directory = option.substr(2);
  return directory.is_relative() ? "-I" + fs::absolute(directory).string() : option;
}

bool writeFile(const fs::path& path, const std::string& text) {
  std::error_code ignored;
  fs::create_directories(path.parent_path(), ignored);
  std::ofstream out(path, std::ios::binary);
  out << text;
  return bool(out);
}

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The file names the program and its headers get in the directory: the
// given name without directories (a program's name is only a label), a
// header's as given, as long as it stays inside the directory.
std::string sourceFileName(const std::string& name) {
  std::string base = fs::path(name).filename().string();
  return base.empty() || base == "." || base == ".." ? "CompileSource" : base;
}
bool insideDirectory(const std::string& includeName) {
  fs::path path = fs::path(includeName).lexically_normal();
  return !includeName.empty() && path.is_relative() && !startsWith(path.string(), "..");
}

// Each name expression becomes a device variable holding its address: the
// assembly clang writes then names its mangled symbol (".quad _Z...").
std::string nameVariables(const std::vector<std::string>& expressions) {
  std::ostringstream out;
  for (std::size_t i = 0; i < expressions.size(); ++i) {
    std::string expression = expressions[i];
    if (startsWith(expression, "&")) expression.erase(0, 1);
    out << "\n__attribute__((used)) __device__ const void* " << kNameVariable << i
        << " = reinterpret_cast<const void*>(&" << expression << ");\n";
  }
  return out.str();
}

// The symbol each name variable points at, from the assembly in `directory`.
std::vector<std::string> loweredNames(const fs::path& directory, std::size_t count) {
  std::vector<std::string> names(count);
  for (const auto& entry : fs::directory_iterator(directory)) {
    if (entry.path().extension() != ".s") continue;
    std::istringstream assembly(readFile(entry.path()));
    std::string line;
    long current = -1;
    while (std::getline(assembly, line)) {
      if (startsWith(line, kNameVariable) && line.back() == ':') {
        current = std::strtol(line.c_str() + sizeof kNameVariable - 1, nullptr, 10);
      } else if (current >= 0 && std::size_t(current) < count && line.find(".quad") != std::string::npos) {
        std::istringstream fields(line);
        std::string directive, symbol;
        fields >> directive >> symbol;
        names[std::size_t(current)] = symbol.substr(0, symbol.find_first_of("+@"));
        current = -1;
      }
    }
  }
  return names;
}

// Runs `arguments` in `directory` with stdout and stderr to kLogFile;
// false with the reason in `error` if it could not be run or failed.
bool run(const std::vector<std::string>& arguments, const fs::path& directory, std::string& error) {
  std::vector<char*> argv;
  for (const std::string& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addchdir_np(&actions, directory.c_str());
  posix_spawn_file_actions_addopen(&actions, 1, kLogFile, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  // The process's environment without LD_PRELOAD: what is preloaded into
  // the program (a sanitizer runtime under test) is not meant for clang.
  std::vector<char*> environment;
  for (char** variable = environ; *variable; ++variable)
    if (std::strncmp(*variable, "LD_PRELOAD=", 11)) environment.push_back(*variable);
  environment.push_back(nullptr);
  pid_t pid;
  int failed = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environment.data());
  posix_spawn_file_actions_destroy(&actions);
  if (failed) {
    error = "cannot run " + arguments[0] + ": " + std::strerror(failed) + "\n";
    return false;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
  error = arguments[0] + (WIFEXITED(status) ? " failed\n" : " was killed\n");
  return false;
}

}  // namespace

RtcOutput compileDeviceCode(const RtcSource& source, const std::vector<std::string>& options,
                            const std::string& defaultArch) {
  RtcOutput output;
  if (!*GCNJIT_HIPRTC_CLANG) {
    output.log = "hiprtc: no clang for HIP was found when gcnjit was built (scripts/setup.sh installs hipcc)\n";
    return output;
  }
  ScratchDirectory scratch;
  if (scratch.path().empty()) {
    output.log = "hiprtc: cannot create a temporary directory in " + fs::temp_directory_path().string() + "\n";
    return output;
  }
  for (const auto& [includeName, text] : source.headers) {
    if (!insideDirectory(includeName)) {
      output.log = "hiprtc: header include name \"" + includeName + "\" is not a relative path\n";
      return output;
    }
    writeFile(scratch.path() / includeName, text);
  }
  std::string file = sourceFileName(source.name);
  if (!writeFile(scratch.path() / file, source.text + nameVariables(source.nameExpressions))) {
    output.log = "hiprtc: cannot write the source to " + scratch.path().string() + "\n";
    return output;
  }

  std::vector<std::string> arguments = {GCNJIT_HIPRTC_CLANG, "-x", "hip", "--cuda-device-only",
                                        "--no-gpu-bundle-output", "--rocm-path=" GCNJIT_HIPRTC_ROCM_PATH,
                                        "--hip-device-lib-path=" GCNJIT_HIPRTC_DEVICE_LIBS,
                                        "-include", "hip/hip_runtime.h", "-I."};
  std::string arch = defaultArch;
  bool optimization = false, standard = false;
  for (const std::string& option : options) {
    if (std::string target = targetOption(option); !target.empty()) {
      arch = target;
      continue;
    }
    optimization |= startsWith(option, "-O");
    standard |= startsWith(option, "-std=") || startsWith(option, "--std=");
    arguments.push_back(withAbsoluteIncludePath(option));
  }
  if (!optimization) arguments.push_back("-O3");
  if (!standard) arguments.push_back("-std=c++14");
  arguments.push_back("--offload-arch=" + arch);
  if (!source.nameExpressions.empty()) arguments.push_back("-save-temps");  // keeps the assembly
  arguments.insert(arguments.end(), {file, "-o", kCodeFile});

  std::string error;
  output.compiled = run(arguments, scratch.path(), error);
  output.log = readFile(scratch.path() / kLogFile);
  if (!output.compiled) {
    output.log += "hiprtc: " + error;
    return output;
  }
  std::string code = readFile(scratch.path() / kCodeFile);
  output.code.assign(code.begin(), code.end());
  output.loweredNames = loweredNames(scratch.path(), source.nameExpressions.size());
  return output;
}

}  // namespace gcnjit::hip

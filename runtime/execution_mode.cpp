#include "runtime/execution_mode.h"

#include <cstdlib>
#include <string>

#include "backend_x64/host_isa.h"
#include "runtime/launch.h"

namespace gcnjit::runtime {

std::string_view executionModeName(ExecutionMode mode) {
  switch (mode) {
    case ExecutionMode::Interpreter: return "interp";
    case ExecutionMode::Avx2: return "avx2";
    case ExecutionMode::Avx512: return "avx512";
  }
  return "?";
}

std::optional<ExecutionMode> parseExecutionMode(std::string_view text) {
  for (ExecutionMode m : {ExecutionMode::Interpreter, ExecutionMode::Avx2, ExecutionMode::Avx512}) {
    if (text == executionModeName(m)) return m;
  }
  return std::nullopt;
}

bool hostSupports(ExecutionMode mode) {
  switch (mode) {
    case ExecutionMode::Interpreter: return true;
    case ExecutionMode::Avx2: return backend_x64::canRun(backend_x64::HostIsa::Avx2);
    case ExecutionMode::Avx512: return backend_x64::canRun(backend_x64::HostIsa::Avx512);
  }
  return false;
}

ExecutionMode defaultExecutionMode() {
  if (const char* text = std::getenv("GCNJIT_ISA"); text && *text) {
    std::optional<ExecutionMode> mode = parseExecutionMode(text);
    if (!mode) throw LaunchError(std::string("GCNJIT_ISA=") + text + ": expected avx512, avx2 or interp");
    if (!hostSupports(*mode)) throw LaunchError(std::string("GCNJIT_ISA=") + text + ": this host CPU cannot run it");
    return *mode;
  }
  if (hostSupports(ExecutionMode::Avx512)) return ExecutionMode::Avx512;
  if (hostSupports(ExecutionMode::Avx2)) return ExecutionMode::Avx2;
  return ExecutionMode::Interpreter;
}

}  // namespace gcnjit::runtime

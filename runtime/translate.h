// The one translation pipeline of a kernel: lift (frontend/lift), the pass
// pipeline (ir/passes), host code (backend_x64). The runtime runs what it
// makes (LoadedImage), `gcnjit ir` and `gcnjit x86` show it, the codegen and
// instruction tests count and run it: nothing else calls the three stages.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "ir/ir.h"
#include "runtime/translation_key.h"

namespace gcnjit::runtime {

// A kernel's code and what its translation depends on besides the code.
struct TranslationInput {
  const gcnjit::cfg::KernelCfg& cfg;  // its blocks; cfg.kernel names it, cfg.entry is its entry (ELF address)
  Target target;
  // Host address minus ELF address of the loaded code (LoadedImage::pcBias):
  // IR PCs, s_getpc_b64 and block addresses are host addresses. 0 for code
  // that is not loaded (tests, `gcnjit ir`).
  std::uint64_t pcBias = 0;
  std::uint32_t initialMode = 0;  // MODE at the start (runtime::initialMode of its descriptor)
  std::string source{};           // the file, for error messages
  // The runtime drops register writes no later instruction reads; tests that
  // check the state after s_endpgm keep them.
  bool dropDeadRegisterWrites = true;
  bool ldsOutOfRangeFaults = false;  // checked mode's LDS rule (backend_x64::CompileOptions)
};

// Stage 1: the lifted IR, before passes.
ir::Function liftToIr(const TranslationInput& input);
// Stage 2, in place: the pass pipeline; empty on success, else the verifier's
// errors. `eachPass` verifies after every pass (tools, tests: names the pass
// that broke the IR), otherwise only at both ends (the runtime).
std::vector<std::string> optimiseIr(ir::Function& function, const TranslationInput& input, bool eachPass = false);
// Stages 1 and 2; throws LiftError naming source and kernel on invalid IR.
ir::Function translateToIr(const TranslationInput& input);
// Stage 3: host code of `function` (translateToIr's) for `isa`; throws
// std::runtime_error naming the op the backend cannot compile.
std::unique_ptr<backend_x64::JitExecutable> translateToHost(const ir::Function& function, const TranslationInput& input,
                                                            backend_x64::HostIsa isa, bool keepListing = false);

// A kernel of a loaded code object translated for a host ISA, with the IR
// its code runs (helper sites name its instructions).
struct KernelTranslation {
  std::unique_ptr<ir::Function> function;
  std::unique_ptr<backend_x64::JitExecutable> executable;
};
// Stages 1-3 from the translation cache, before anything is lifted: the IR
// and host code translateKernelToHost stored for `source`, placed; nullopt
// when there is no valid entry (the caller lifts, optimises and translates).
std::optional<KernelTranslation> placeCachedKernel(const KernelSource& source, backend_x64::HostIsa isa);
// Stage 3 for a kernel of a loaded code object: as translateToHost, but the
// cache entry is keyed by `source` (what `function` was lifted from) and
// holds `function` too, so a later process finds both without lifting.
std::unique_ptr<backend_x64::JitExecutable> translateKernelToHost(const ir::Function& function,
                                                                  const TranslationInput& input,
                                                                  const KernelSource& source, backend_x64::HostIsa isa);

}  // namespace gcnjit::runtime

#include "runtime/translate.h"

#include "ir/passes/pass_manager.h"
#include "ir/register_use.h"
#include "lift/lift.h"
#include "runtime/translation_cache.h"

namespace gcnjit::runtime {

ir::Function liftToIr(const TranslationInput& input) {
  LiftOptions options;
  options.pcBias = input.pcBias;
  return liftKernel(input.cfg, input.target, options);
}

std::vector<std::string> optimiseIr(ir::Function& function, const TranslationInput& input, bool eachPass) {
  return ir::defaultPipeline({.dropDeadRegisterWrites = input.dropDeadRegisterWrites})
      .run(function, eachPass ? ir::PassManager::Verify::EachPass : ir::PassManager::Verify::Ends);
}

ir::Function translateToIr(const TranslationInput& input) {
  ir::Function function = liftToIr(input);
  std::vector<std::string> errors = optimiseIr(function, input);
  if (!errors.empty()) throw LiftError(input.source + ": " + input.cfg.kernel + ": invalid IR: " + errors.front());
  return function;
}

std::unique_ptr<backend_x64::JitExecutable> translateToHost(const ir::Function& function, const TranslationInput& input,
                                                            backend_x64::HostIsa isa, bool keepListing) {
  backend_x64::CompileOptions options;
  options.isa = isa;
  options.name = input.cfg.kernel;
  options.target = std::string(targetName(input.target));
  options.initialMode = input.initialMode;
  options.entryPc = input.cfg.entry + input.pcBias;
  options.keepListing = keepListing;
  // The code starts the runtime's waves itself (runtime/dispatch.cpp).
  if (std::optional<std::size_t> entry = function.blockAt(options.entryPc)) {
    options.entryBlock = entry;
    for (const ir::StateRange& range : ir::resetRanges(ir::registerUse(function, *entry))) {
      options.waveClearRanges.emplace_back(range.offset, range.bytes);
    }
  }
  // A listing is made only by compiling.
  TranslationCache& cache = TranslationCache::process();
  if (keepListing || !cache.enabled()) return backend_x64::compile(function, options);
  TranslationKey key = translationKey(function, options);
  if (std::optional<backend_x64::ProgramImage> image = cache.load(key)) {
    try {
      return backend_x64::place(function, options, *image);
    } catch (const std::runtime_error& e) {
      cache.rejectPlaced(key, e.what());
    }
  }
  std::unique_ptr<backend_x64::JitExecutable> compiled = backend_x64::compile(function, options);
  cache.store(key, compiled->image());
  return compiled;
}

}  // namespace gcnjit::runtime

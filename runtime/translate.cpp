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
  return ir::defaultPipeline({.dropDeadRegisterWrites = input.dropDeadRegisterWrites,
                              .entryPc = input.cfg.entry + input.pcBias})
      .run(function, eachPass ? ir::PassManager::Verify::EachPass : ir::PassManager::Verify::Ends);
}

ir::Function translateToIr(const TranslationInput& input) {
  ir::Function function = liftToIr(input);
  std::vector<std::string> errors = optimiseIr(function, input);
  if (!errors.empty()) throw LiftError(input.source + ": " + input.cfg.kernel + ": invalid IR: " + errors.front());
  return function;
}

namespace {

// How stage 3 compiles `function`, a kernel named `name` of `target` whose
// entry is at host address `entryPc`.
backend_x64::CompileOptions compileOptions(const ir::Function& function, const std::string& name,
                                           const std::string& target, std::uint32_t initialMode,
                                           std::uint64_t entryPc, bool ldsOutOfRangeFaults,
                                           backend_x64::HostIsa isa) {
  backend_x64::CompileOptions options;
  options.isa = isa;
  options.ldsOutOfRangeFaults = ldsOutOfRangeFaults;
  options.name = name;
  options.target = target;
  options.initialMode = initialMode;
  options.entryPc = entryPc;
  // The code starts the runtime's waves itself (runtime/dispatch.cpp).
  if (std::optional<std::size_t> entry = function.blockAt(options.entryPc)) {
    options.entryBlock = entry;
    for (const ir::StateRange& range : ir::resetRanges(ir::registerUse(function, *entry))) {
      options.waveClearRanges.emplace_back(range.offset, range.bytes);
    }
  }
  return options;
}

backend_x64::CompileOptions compileOptions(const ir::Function& function, const TranslationInput& input,
                                           backend_x64::HostIsa isa) {
  return compileOptions(function, input.cfg.kernel, std::string(targetName(input.target)), input.initialMode,
                        input.cfg.entry + input.pcBias, input.ldsOutOfRangeFaults, isa);
}

// The stored image for `key` placed for `function`, or null (the entry is
// counted as rejected when it does not fit).
std::unique_ptr<backend_x64::JitExecutable> placeStored(TranslationCache& cache, const TranslationKey& key,
                                                        const ir::Function& function,
                                                        const backend_x64::CompileOptions& options,
                                                        const backend_x64::ProgramImage& image) {
  try {
    return backend_x64::place(function, options, image);
  } catch (const std::runtime_error& e) {
    cache.rejectPlaced(key, e.what());
    return nullptr;
  }
}

}  // namespace

std::unique_ptr<backend_x64::JitExecutable> translateToHost(const ir::Function& function, const TranslationInput& input,
                                                            backend_x64::HostIsa isa, bool keepListing) {
  backend_x64::CompileOptions options = compileOptions(function, input, isa);
  options.keepListing = keepListing;
  // A listing is made only by compiling.
  TranslationCache& cache = TranslationCache::process();
  if (keepListing || !cache.enabled()) return backend_x64::compile(function, options);
  TranslationKey key = translationKey(function, options);
  if (std::optional<StoredTranslation> stored = cache.load(key)) {
    if (auto placed = placeStored(cache, key, function, options, stored->image)) return placed;
  }
  std::unique_ptr<backend_x64::JitExecutable> compiled = backend_x64::compile(function, options);
  cache.store(key, compiled->image());
  return compiled;
}

std::optional<KernelTranslation> placeCachedKernel(const KernelSource& source, backend_x64::HostIsa isa) {
  TranslationCache& cache = TranslationCache::process();
  if (!cache.enabled()) return std::nullopt;
  TranslationKey key = translationKey(source, isa);
  std::optional<StoredTranslation> stored = cache.load(key);
  if (!stored) return std::nullopt;
  if (!stored->function) {
    cache.rejectPlaced(key, "an entry of a code object's kernel without its IR");
    return std::nullopt;
  }
  KernelTranslation out;
  out.function = std::make_unique<ir::Function>(std::move(*stored->function));
  backend_x64::CompileOptions options =
      compileOptions(*out.function, source.kernel, source.target, source.initialMode,
                     source.entry + source.pcBias, source.ldsOutOfRangeFaults, isa);
  out.executable = placeStored(cache, key, *out.function, options, stored->image);
  if (!out.executable) return std::nullopt;
  return out;
}

std::unique_ptr<backend_x64::JitExecutable> translateKernelToHost(const ir::Function& function,
                                                                  const TranslationInput& input,
                                                                  const KernelSource& source, backend_x64::HostIsa isa) {
  std::unique_ptr<backend_x64::JitExecutable> compiled = backend_x64::compile(function, compileOptions(function, input, isa));
  TranslationCache& cache = TranslationCache::process();
  if (cache.enabled()) cache.store(translationKey(source, isa), compiled->image(), &function);
  return compiled;
}

}  // namespace gcnjit::runtime

#include "runtime/loaded_image.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "backend_x64/compile.h"
#include "ir/interp/interpreter.h"
#include "loader/relocations.h"
#include "runtime/address_ranges.h"
#include "runtime/digest.h"
#include "runtime/wave_setup.h"

namespace gcnjit::runtime {
namespace {

// GCNJIT_LOG_JIT=1: one line per translation on stderr (what it took).
bool logTranslations() {
  static const bool enabled = [] {
    const char* text = std::getenv("GCNJIT_LOG_JIT");
    return text && *text == '1';
  }();
  return enabled;
}

}  // namespace

LoadedImage::LoadedImage(CodeObject object, AddressRanges& ranges) : object_(std::move(object)), ranges_(ranges) {
  if (object_.isRelocatable()) {
    throw LoadError(object_.source(), "relocatable code objects cannot be executed; link them with ld.lld first");
  }
  const ElfFile elf(object_.image());
  for (const ElfSegment& s : elf.segments()) {
    if (s.type == elf::kPtLoad) size_ = std::max(size_, s.address + s.memorySize);
  }
  if (size_ == 0 || size_ > (1ull << 32)) throw LoadError(object_.source(), "no loadable segments of a usable size");
  // At the base earlier runs used if it is free: the translation cache's keys
  // hold the host PCs.
  std::string_view bytes(reinterpret_cast<const char*>(object_.image().data()), object_.image().size());
  memory_ = std::make_unique<ImageMemory>(size_, bytes);
  for (const ElfSegment& s : elf.segments()) {
    if (s.type != elf::kPtLoad || s.fileSize == 0) continue;
    if (s.fileSize > s.memorySize || s.offset + s.fileSize > object_.image().size()) {
      throw LoadError(object_.source(), "a PT_LOAD segment lies outside the file");
    }
    std::memcpy(memory_->data() + s.address, object_.image().data() + s.offset, s.fileSize);
  }
  base_ = reinterpret_cast<std::uint64_t>(memory_->data());
  applyRelocations();
  ranges_.add(memory_->data(), size_, "code object " + object_.source());
}

LoadedImage::~LoadedImage() { ranges_.remove(memory_->data()); }

Target LoadedImage::target() const { return object_.target().processor; }

void LoadedImage::applyRelocations() {
  for (const DynamicRelocation& r : dynamicRelocations(object_)) {
    std::uint64_t value = base_ + r.target();
    unsigned width = 8;
    if (r.type == elf::kRAmdgpuAbs32 || r.type == elf::kRAmdgpuAbs32Lo) {
      width = 4;
    } else if (r.type == elf::kRAmdgpuAbs32Hi) {
      value >>= 32;
      width = 4;
    }
    if (r.offset + width > size_ || r.offset + width < r.offset) {
      throw LoadError(object_.source(), "relocation outside the loaded segments");
    }
    std::memcpy(memory_->data() + r.offset, &value, width);
  }
}

std::optional<std::uint64_t> LoadedImage::symbolAddress(std::string_view name) const {
  for (const ElfSymbol& s : object_.symbols()) {
    if (s.name == name && s.section != elf::kShnUndef) return hostAddress(s.value);
  }
  return std::nullopt;
}

const ir::Function& LoadedImage::program(const Kernel& kernel) {
  std::lock_guard lock(programsMutex_);
  return programLocked(kernel);
}

const ResetPlan& LoadedImage::resetPlan(const Kernel& kernel) {
  std::lock_guard lock(programsMutex_);
  auto found = resetPlans_.find(kernel.name);
  if (found != resetPlans_.end()) return found->second;
  const ir::Function& function = programLocked(kernel);
  // No entry block: everything is live (registerUse); the dispatch reports it.
  std::size_t entry = function.blockAt(kernel.entryAddress + base_).value_or(function.blocks().size());
  return resetPlans_.emplace(kernel.name, ResetPlan{ir::resetRanges(ir::registerUse(function, entry))}).first->second;
}

const ir::Executable& LoadedImage::executable(const Kernel& kernel, ExecutionMode mode, bool ldsOutOfRangeFaults) {
  std::lock_guard lock(programsMutex_);
  auto& slot = executables_[std::string(executionModeName(mode)) + (ldsOutOfRangeFaults ? ":checked:" : ":") +
                            kernel.name];
  if (!slot) slot = translateLocked(kernel, mode, ldsOutOfRangeFaults);
  return *slot;
}

std::unique_ptr<ir::Executable> LoadedImage::translateLocked(const Kernel& kernel, ExecutionMode mode,
                                                             bool ldsOutOfRangeFaults) {
  if (mode == ExecutionMode::Interpreter) return std::make_unique<ir::InterpretedExecutable>(programLocked(kernel));
  backend_x64::HostIsa isa = mode == ExecutionMode::Avx512 ? backend_x64::HostIsa::Avx512 : backend_x64::HostIsa::Avx2;
  auto started = std::chrono::steady_clock::now();
  std::unique_ptr<backend_x64::JitExecutable> compiled;
  KernelSource source = kernelSource(kernel);
  source.ldsOutOfRangeFaults = ldsOutOfRangeFaults;
  // Not lifted yet: the cache may hold the IR with the code.
  if (std::unique_ptr<ir::Function>& program = programs_[kernel.name]; !program) {
    if (std::optional<KernelTranslation> cached = placeCachedKernel(source, isa)) {
      program = std::move(cached->function);
      compiled = std::move(cached->executable);
    }
  }
  if (!compiled) {
    const ir::Function& function = programLocked(kernel);
    try {
      TranslationInput input = translationInput(kernel, cfgLocked(kernel));
      input.ldsOutOfRangeFaults = ldsOutOfRangeFaults;
      compiled = translateKernelToHost(function, input, source, isa);
    } catch (const std::exception& e) {
      // A backend failure must not cost the user the kernel: it runs on
      // the reference interpreter instead, and the reason is reported once.
      std::fprintf(stderr, "gcnjit: %s: %s: %s; running it on the interpreter\n", object_.source().c_str(),
                   kernel.name.c_str(), e.what());
      return std::make_unique<ir::InterpretedExecutable>(function);
    }
  }
  if (logTranslations()) {
    // The whole stage: from the cache, the key, reading and placing (IR
    // included); else lifting (logged on its own too), compiling and storing.
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    const backend_x64::CompileStats& st = compiled->stats();
    std::fprintf(stderr, "gcnjit: %s: %s: %zu IR ops -> %zu bytes of %s code %s in %.3f ms (%zu ops by helper)\n",
                 object_.source().c_str(), kernel.name.c_str(), st.irInsts, st.codeBytes,
                 std::string(executionModeName(mode)).c_str(),
                 st.fromCache ? "from the translation cache" : "compiled", ms, st.helperCalls);
  }
  return compiled;
}

KernelSource LoadedImage::kernelSource(const Kernel& kernel) {
  if (objectDigest_.empty()) {
    Digest digest;
    digest.add(object_.image().data(), object_.image().size());
    objectDigest_ = digest.hex();
  }
  return {.codeObjectDigest = objectDigest_, .kernel = kernel.name, .entry = kernel.entryAddress,
          .target = std::string(targetName(target())), .pcBias = base_, .initialMode = initialMode(kernel.descriptor),
          .dropDeadRegisterWrites = true};
}

TranslationInput LoadedImage::translationInput(const Kernel& kernel, const cfg::KernelCfg& cfg) const {
  return {.cfg = cfg, .target = target(), .pcBias = base_, .initialMode = initialMode(kernel.descriptor),
          .source = object_.source()};
}

const cfg::KernelCfg& LoadedImage::cfgLocked(const Kernel& kernel) {
  auto found = cfgs_.find(kernel.name);
  if (found != cfgs_.end()) return found->second;
  return cfgs_.emplace(kernel.name, cfg::buildCfg(object_, kernel)).first->second;
}

const ir::Function& LoadedImage::programLocked(const Kernel& kernel) {
  auto& slot = programs_[kernel.name];
  if (!slot) {
    auto started = std::chrono::steady_clock::now();
    const cfg::KernelCfg& cfg = cfgLocked(kernel);
    auto function = std::make_unique<ir::Function>(translateToIr(translationInput(kernel, cfg)));
    if (logTranslations()) {
      std::size_t gcn = 0;
      for (const cfg::BasicBlock& b : cfg.blocks) gcn += b.insts.size();
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
      std::fprintf(stderr, "gcnjit: %s: %s: %zu GCN instructions lifted and optimised in %.3f ms\n",
                   object_.source().c_str(), kernel.name.c_str(), gcn, ms);
    }
    slot = std::move(function);
  }
  return *slot;
}

}  // namespace gcnjit::runtime

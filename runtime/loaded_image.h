// A code object loaded for execution: its PT_LOAD segments copied into host
// memory at one base, dynamic relocations applied (AMDGPUUsage "Relocation
// Records"), so GCN addresses are host addresses: pc = base + ELF address.
// Device globals and constant data then sit where s_getpc-relative code
// finds them.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "ir/executable.h"
#include "ir/ir.h"
#include "runtime/execution_mode.h"
#include "runtime/image_memory.h"
#include "runtime/translate.h"
#include "runtime/wave_setup.h"
#include "loader/code_object.h"

namespace gcnjit::runtime {

class AddressRanges;

// Owned by a Device through shared pointers: work queued on a stream holds
// one (shared_from_this), so unloading while it is queued or running is safe.
class LoadedImage : public std::enable_shared_from_this<LoadedImage> {
 public:
  // Loads `object`, registering its memory in `ranges` (removed on destruction).
  LoadedImage(CodeObject object, AddressRanges& ranges);
  ~LoadedImage();
  LoadedImage(const LoadedImage&) = delete;
  LoadedImage& operator=(const LoadedImage&) = delete;

  const CodeObject& object() const { return object_; }
  Target target() const;
  // Host address of ELF address `address`.
  std::uint64_t hostAddress(std::uint64_t address) const { return base_ + address; }
  std::uint64_t pcBias() const { return base_; }
  // The host address of a symbol (device global), if the image defines it.
  std::optional<std::uint64_t> symbolAddress(std::string_view name) const;

  // The kernel's lifted and optimised IR, built on first use (thread-safe).
  const ir::Function& program(const Kernel& kernel);
  // The kernel ready to run in `mode` (interpreter or JIT-compiled), built on
  // first use and cached per mode and LDS rule (thread-safe;
  // `ldsOutOfRangeFaults`: checked mode's, backend_x64::CompileOptions). JIT
  // code comes from the translation cache with its IR when a run stored it:
  // then nothing is lifted (call it before program() to benefit).
  const ir::Executable& executable(const Kernel& kernel, ExecutionMode mode, bool ldsOutOfRangeFaults);
  // What a reset clears in the kernel's waves (the registers they may read
  // before writing: an analysis of its program), built on first use.
  const ResetPlan& resetPlan(const Kernel& kernel);
  // What translating `kernel` (its CFG `cfg`) as this image runs it takes:
  // its host addresses, MODE, source (runtime/translate.h).
  TranslationInput translationInput(const Kernel& kernel, const cfg::KernelCfg& cfg) const;
  // What translating `kernel` depends on, known before lifting: its key in
  // the translation cache (runtime/translation_key.h).
  KernelSource kernelSource(const Kernel& kernel);

 private:
  const ir::Function& programLocked(const Kernel& kernel);  // programsMutex_ held
  const cfg::KernelCfg& cfgLocked(const Kernel& kernel);    // programsMutex_ held
  std::unique_ptr<ir::Executable> translateLocked(const Kernel& kernel, ExecutionMode mode,
                                                  bool ldsOutOfRangeFaults);  // programsMutex_ held
  void applyRelocations();

  CodeObject object_;
  AddressRanges& ranges_;
  std::unique_ptr<ImageMemory> memory_;
  std::uint64_t size_ = 0;
  std::uint64_t base_ = 0;
  std::mutex programsMutex_;
  std::string objectDigest_;  // of object_'s bytes, computed on first use (programsMutex_)
  std::unordered_map<std::string, cfg::KernelCfg> cfgs_;  // of the kernels in programs_
  std::unordered_map<std::string, std::unique_ptr<ir::Function>> programs_;
  std::unordered_map<std::string, std::unique_ptr<ir::Executable>> executables_;  // "mode:kernel"
  std::unordered_map<std::string, ResetPlan> resetPlans_;
};

}  // namespace gcnjit::runtime

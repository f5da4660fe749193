// The C++ API of gcnjit's runtime: one simulated GPU. Device memory is host
// memory; code objects are loaded into it; kernels are launched over a grid
// and run on the host's cores.
//
//   gcnjit::runtime::Device device;
//   auto& image = device.load(std::move(codeObjects.front()));
//   float* x = static_cast<float*>(device.allocate(n * sizeof(float)));
//   device.launch(image, *image.object().findKernel("saxpy"), dims, argBytes);
#pragma once

#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "runtime/address_ranges.h"
#include "runtime/execution_mode.h"
#include "runtime/launch.h"
#include "runtime/loaded_image.h"

namespace gcnjit::runtime {

class HostcallBuffer;

class Device {
 public:
  // `threads` workers run workgroups (0: one per host core). `checked`
  // (default: GCNJIT_CHECK=1 in the environment) turns on checked mode:
  // every allocation gets unregistered guard zones on both sides, so an
  // access that overruns it faults instead of landing in a neighbour, and
  // LDS accesses outside the workgroup's allocation fault instead of being
  // dropped. Fault reports name the nearest allocation in either mode.
  // `sharedRanges` (default: the device's own) is an address space several
  // devices share, as the GPUs of one process share theirs: memory any of
  // them allocates or loads is reachable by all (HIP's multi-device mode).
  explicit Device(unsigned threads = 0, bool checked = checkedModeFromEnvironment(),
                  std::shared_ptr<AddressRanges> sharedRanges = nullptr);
  static bool checkedModeFromEnvironment();
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  // Device memory: host memory that kernels may access, aligned as ROCm
  // aligns it: to 4 KiB pages (AMD's device heap tells a block the host
  // gave it from a slab's by that), and to 2 MiB from 2 MiB on.
  // In default mode kernels may access the allocation rounded up to whole
  // 4 KiB pages, as on AMD's runtime (the rest reads zero until written);
  // checked mode allows exactly `bytes`.
  void* allocate(std::size_t bytes);
  void release(void* pointer);  // null is ignored; unknown pointers throw LaunchError

  // Loads a code object for execution; the device keeps it until unload()
  // or its own destruction.
  LoadedImage& load(CodeObject object);
  // Drops the device's reference to `image`: it is freed (and its memory
  // leaves the device's address ranges) once no one else holds it, e.g.
  // when the launches that took image.shared_from_this() have run.
  void unload(LoadedImage& image);

  // Runs `kernel` to completion. `explicitArgs` are the kernel's explicit
  // arguments laid out at their metadata offsets; hidden arguments are added.
  // Throws LaunchError (bad launch or kernel fault) or LiftError.
  void launch(LoadedImage& image, const Kernel& kernel, const LaunchDims& dims,
              std::span<const std::uint8_t> explicitArgs);

  // Runs a dispatch whose packet and kernarg segment the caller built in
  // device memory (an HSA queue's packet processor): the kernel reads them,
  // and `queue` (an amd_queue_t), as the hardware provides them.
  void launchPacket(LoadedImage& image, const Kernel& kernel, const LaunchDims& dims, std::uint64_t packet,
                    std::uint64_t kernarg, std::uint64_t queue);

  unsigned threads() const { return threads_; }
  bool checked() const { return checked_; }
  // How many workgroups each host thread ran in the last launch (one entry
  // per thread used: every thread gets at least one when there are enough).
  std::vector<std::uint64_t> lastLaunchWorkgroupsPerThread();
  // A wave that runs this many IR blocks without reaching s_endpgm or a
  // barrier is stopped as a runaway (LaunchError); GCNJIT_MAX_WAVE_BLOCKS
  // in the environment sets the initial value (default 2^28).
  void setMaxBlocksPerWave(std::uint64_t blocks) { maxBlocksPerWave_ = blocks; }
  // A dispatch running longer than this many milliseconds is stopped with a
  // LaunchError naming a wave and where it was (0: no limit, the default;
  // GCNJIT_TIMEOUT_MS in the environment sets the initial value).
  void setTimeLimit(std::uint64_t milliseconds) { timeLimitMs_ = milliseconds; }
  // Host memory kernels may access (hipHostRegister, hsa_amd_memory_lock),
  // named `what` in fault messages, until it is unregistered.
  void registerHostMemory(const void* pointer, std::size_t size, std::string what) {
    ranges_.add(pointer, size, std::move(what));
  }
  void unregisterHostMemory(const void* pointer) { ranges_.remove(pointer); }
  // Address space kernels may not access, named `what` in fault reports
  // on accesses there (AddressRanges::addInaccessible).
  void describeInaccessible(const void* pointer, std::size_t size, std::string what) {
    ranges_.addInaccessible(pointer, size, std::move(what));
  }
  void forgetInaccessible(const void* pointer) { ranges_.removeInaccessible(pointer); }
  // Whether kernels may access [address, address + bytes): device memory,
  // loaded code objects or registered host memory.
  bool accessible(std::uint64_t address, std::size_t bytes) const { return ranges_.contains(address, bytes); }
  // Interpreter or JIT (AVX2 / AVX-512); the default is defaultExecutionMode().
  // Throws LaunchError if the host cannot run `mode`.
  void setExecutionMode(ExecutionMode mode);
  ExecutionMode executionMode() const { return mode_; }

  // What allocate(bytes) reserves: `bytes` (at least 1) rounded up to whole
  // pages, which kernels may access, or in checked mode exactly that.
  std::size_t mappedBytes(std::size_t bytes) const;

 private:
  // Checked mode's unregistered bytes on each side of a `mapped`-byte allocation.
  std::size_t guardBytes(std::size_t mapped) const;

  unsigned threads_;
  bool checked_;
  std::shared_ptr<AddressRanges> rangesOwner_;
  AddressRanges& ranges_;
  std::mutex mutex_;
  std::list<std::shared_ptr<LoadedImage>> images_;
  std::uint64_t nextDispatchId_ = 0;
  std::uint64_t maxBlocksPerWave_;
  std::uint64_t timeLimitMs_;
  void* queue_ = nullptr;
  ExecutionMode mode_;
  std::unique_ptr<HostcallBuffer> hostcall_;  // device printf and other host services
  std::vector<std::uint64_t> lastPerThread_;   // guarded by mutex_
};

}  // namespace gcnjit::runtime

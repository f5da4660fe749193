// The state behind the HIP API: the devices (GCNJIT_DEVICES, default 1:
// gcnjit devices sharing one address space, each with its share of the
// host threads), each host thread's current device, peer access, the code
// objects loaded from registered fat binaries and modules, and the
// host-function, variable and allocation registries. One process-wide instance that is never
// destroyed (fat binaries unregister from exit handlers, after static
// destructors may have run).
#pragma once

#include <hip/hip_runtime_api.h>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "isa/target.h"
#include "loader/code_object.h"
#include "runtime/device.h"

struct ihipModule_t;

// A kernel of a loaded code object (hipFunction_t), in the image of one
// device (`module`'s image, or one of its device copies).
struct ihipModuleSymbol_t {
  gcnjit::runtime::LoadedImage* image = nullptr;
  const gcnjit::Kernel* kernel = nullptr;
  ihipModule_t* module = nullptr;
};

// A loaded code object (hipModule_t; also what a registered fat binary
// becomes). `image` is null when the container had no usable code object;
// `error` then says why. A registered fat binary is deferred: until its
// first use (Runtime::image) `deferred` holds its container.
// `managedVariables`: the __managed__ variables, (name, memory), pointed at
// their memory in every image of the module. `image` is device 0's; each
// other device (GCNJIT_DEVICES) gets a copy of its own at its first use
// there (`deviceCopies`, with `deviceFunctions` their kernels by (device,
// name)), so each device has its own globals, as on AMD's runtime.
// `mutex` guards the deferred load, the copies and the function maps.
struct ihipModule_t {
  gcnjit::runtime::LoadedImage* image = nullptr;
  std::string error;
  std::mutex mutex;
  std::map<std::string, std::unique_ptr<ihipModuleSymbol_t>, std::less<>> functions;
  std::optional<std::span<const std::uint8_t>> deferred;
  std::vector<std::pair<std::string, void*>> managedVariables;
  std::map<int, gcnjit::runtime::LoadedImage*> deviceCopies;
  std::map<std::pair<int, std::string>, std::unique_ptr<ihipModuleSymbol_t>> deviceFunctions;
};

namespace gcnjit::hip {

enum class MemoryKind { Device, Host, Managed, Registered };

// The row pitch of hipMallocPitch / hipMalloc3D allocations (rows start
// 256-byte aligned) and their size; false if either does not fit a size_t.
inline bool pitchedBytes(std::size_t width, std::size_t height, std::size_t depth, std::size_t& pitch,
                         std::size_t& bytes) {
  if (width > SIZE_MAX - 255) return false;
  pitch = (width + 255) / 256 * 256;
  return !__builtin_mul_overflow(pitch, height, &bytes) && !__builtin_mul_overflow(bytes, depth, &bytes);
}

struct Allocation {
  std::size_t size = 0;
  MemoryKind kind = MemoryKind::Device;
  unsigned flags = 0;
  // HIP_POINTER_ATTRIBUTE_BUFFER_ID: unique over the process's allocations.
  std::uint32_t id = 0;
  // The device that was current when it was allocated (registered).
  int device = 0;
};

// The flags AMD's runtime reports for an allocation (hipPointerAttribute_t's
// allocationFlags, HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS, hipHostGetFlags): it
// keeps only hipHostMalloc's flags, so every other kind reports 0.
inline unsigned reportedFlags(const Allocation& allocation) {
  return allocation.kind == MemoryKind::Host ? allocation.flags : 0;
}

// A device global registered by __hipRegisterVar: the module and the name
// its code object gives it.
struct Variable {
  ihipModule_t* module = nullptr;
  std::string name;
  std::size_t size = 0;
};

class Runtime {
 public:
  static Runtime& get();

  // The devices the runtime presents (hipGetDeviceCount).
  int deviceCount() const { return int(devices_.size()); }
  bool validDevice(int device) const { return device >= 0 && device < deviceCount(); }
  runtime::Device& device(int index) { return *devices_[std::size_t(index)]; }
  // The calling thread's current device (hipSetDevice; 0 until set).
  runtime::Device& device() { return device(currentDevice()); }
  static int currentDevice();
  static void setCurrentDevice(int device);
  // Whether `device`'s kernels were given access to `peer`'s memory
  // (hipDeviceEnablePeerAccess). All devices share one address space, so
  // this is bookkeeping: AMD's return codes depend on it.
  bool peerAccess(int device, int peer);
  void setPeerAccess(int device, int peer, bool enabled);
  // The processor the device presents (GCNJIT_HIP_TARGET, else gfx908).
  Target target() const { return target_; }
  std::string archName() const;  // "gfx908:sramecc+:xnack-"

  // Loads the best code object of a container (a plain code object, an
  // offload bundle): the device's target if present, else gfx908, gfx906,
  // gfx900. Returns the module; on failure module->error says why. The
  // image is loaded into the address space all devices share, once for
  // device 0 and once more for each other device that uses it (image()).
  ihipModule_t* loadModule(std::span<const std::uint8_t> data, const std::string& source);
  // A registered fat binary's module, loaded as loadModule does at its
  // first use (image()), as AMD's runtime does: a program linked with
  // libraries of hundreds of fat binaries reads only those it uses.
  // `data` is empty when the wrapper held no container; `error` then says
  // why, reported at the first use.
  ihipModule_t* deferModule(std::span<const std::uint8_t> data, std::string error);
  // The module's image, loading a deferred module first (thread-safe; a
  // failure is reported on stderr once); null if it has none.
  runtime::LoadedImage* image(ihipModule_t* module);
  // The module's image on `device`: image() for device 0, else the
  // device's copy, loaded at its first use (null if there is no image).
  runtime::LoadedImage* image(ihipModule_t* module, int device);
  // `function`'s kernel in its module's image on `device`.
  ihipModuleSymbol_t* onDevice(ihipModuleSymbol_t* function, int device);
  void unloadModule(ihipModule_t* module);
  // Whether `module` is a loaded module and `function` a kernel handed out
  // (hipFunction_t), neither unloaded since: a made-up or unloaded handle
  // is an error code, not a host crash.
  bool liveModule(const ihipModule_t* module);
  bool liveFunction(const ihipModuleSymbol_t* function);
  // The kernel named `name` in `module`, or null.
  ihipModuleSymbol_t* function(ihipModule_t* module, std::string_view name);

  // Host stubs of kernels (__hipRegisterFunction) and device variables:
  // registering keeps the names; hostFunction() finds the kernel at the
  // stub's first use.
  void registerFunction(const void* hostFunction, ihipModule_t* module, std::string name);
  ihipModuleSymbol_t* hostFunction(const void* hostFunction);
  // Why hostFunction() found no kernel for a stub: hipErrorNoBinaryForGpu
  // when it was registered but its fat binary could not be loaded (AMD's
  // answer when no code object fits the device), else
  // hipErrorInvalidDeviceFunction.
  hipError_t missingFunctionError(const void* hostFunction);
  // The host stub registered for `function`, or null (a module's kernel).
  const void* hostStubOf(const ihipModuleSymbol_t* function);
  void registerVariable(const void* hostVariable, Variable variable);
  // The device address and size of a registered variable in the current
  // device's image, if it is loaded.
  std::optional<std::pair<void*, std::size_t>> variable(const void* hostVariable);
  // A __managed__ variable: the device global `name` of `module` is set to
  // point at `memory` when the module is loaded (now, if it is).
  void registerManagedVariable(ihipModule_t* module, std::string name, void* memory);

  // Device memory of `device` (-1: the current device) with HIP's
  // bookkeeping (pointer attributes, hipFree checks). Throws when `size` is
  // more than the device has (totalMemory()).
  void* allocate(std::size_t size, MemoryKind kind, unsigned flags = 0, int device = -1);
  // Frees an allocation of any kind but registered memory (AMD's hipFree and
  // hipHostFree both free device and pinned memory); false if `pointer` is
  // not the start of one.
  bool release(void* pointer);
  // hipSetDeviceFlags / hipCtxCreate's flags (scheduling, host mapping);
  // kept and reported, they change nothing.
  unsigned deviceFlags() const { return deviceFlags_; }
  void setDeviceFlags(unsigned flags) { deviceFlags_ = flags; }
  // The device's global memory: the host's physical memory.
  std::size_t totalMemory() const;
  // Bytes of device and managed memory allocated now (hipMemGetInfo's
  // free memory is what is left of totalMemory()).
  std::size_t deviceBytesInUse();
  void addRegistered(void* pointer, std::size_t size, unsigned flags);
  bool removeRegistered(void* pointer);
  // Whether the `bytes` from `pointer` are device memory: allocations,
  // registered host memory, code objects' globals.
  bool deviceMemory(const void* pointer, std::size_t bytes);
  // The allocation containing `pointer`: (base, allocation).
  std::optional<std::pair<void*, Allocation>> findAllocation(const void* pointer);

 private:
  Runtime();
  // A __hipRegisterFunction entry; `function` is found at its first use.
  struct RegisteredFunction {
    ihipModule_t* module = nullptr;
    std::string name;
    bool resolved = false;
    ihipModuleSymbol_t* function = nullptr;
  };
  void load(ihipModule_t& module, std::span<const std::uint8_t> data, const std::string& source);
  static void pointManagedVariable(runtime::LoadedImage& image, const std::string& name, void* memory);
  std::vector<std::unique_ptr<runtime::Device>> devices_;
  std::vector<std::vector<bool>> peerAccess_;  // [device][peer], guarded by mutex_
  Target target_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<ihipModule_t>> modules_;
  std::unordered_map<const void*, RegisteredFunction> hostFunctions_;
  std::unordered_set<const ihipModuleSymbol_t*> liveFunctions_;
  std::unordered_map<const void*, Variable> variables_;
  std::map<std::uintptr_t, Allocation> allocations_;
  std::size_t deviceBytes_ = 0;  // device and managed allocations
  std::uint32_t lastAllocationId_ = 0;
  std::atomic<unsigned> deviceFlags_{0};
};

}  // namespace gcnjit::hip

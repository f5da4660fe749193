// The state behind the HSA API: the init reference count, one gcnjit device,
// the two agents it presents (a GPU agent running the target gcnjit runs,
// and the host CPU agent), their memory regions (which are also the AMD
// memory pools) and the allocations made from them. One process-wide
// instance that is never destroyed: consumers call hsa_shut_down from exit
// handlers, after static destructors may have run.
#pragma once

#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "isa/target.h"
#include "runtime/device.h"

namespace gcnjit::hsa {

struct Agent;

// An ISA the runtime knows (hsa_isa_t points at one): the three processors
// gcnjit runs, with AMD's full names.
struct Isa {
  Target target;
  std::string name;  // "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-"
};

// A memory region; as an hsa_amd_memory_pool_t the same object.
struct Region {
  const char* what;  // "coarse-grained device memory", for messages
  hsa_region_segment_t segment;
  std::uint32_t globalFlags = 0;  // hsa_region_global_flag_t bits (global segment only)
  std::size_t size = 0;
  bool allocAllowed = true;
  const Agent* owner = nullptr;
};

struct Agent {
  hsa_device_type_t type;
  std::string name;         // HSA_AGENT_INFO_NAME: "gfx906" or the host CPU's model
  std::string productName;  // HSA_AMD_AGENT_INFO_PRODUCT_NAME
  std::uint32_t node = 0;
  const Isa* isa = nullptr;                 // GPU only
  std::vector<const Region*> regions;       // hsa_agent_iterate_regions
  std::vector<const Region*> pools;         // hsa_amd_agent_iterate_memory_pools
};

struct Allocation {
  std::size_t size = 0;
  const Region* region = nullptr;
};

// Handle conversions: handles are the objects' addresses.
template <typename Object, typename Handle>
Object* fromHandle(Handle handle) {
  return reinterpret_cast<Object*>(static_cast<std::uintptr_t>(handle.handle));
}
template <typename Handle, typename Object>
Handle toHandle(const Object* object) {
  return Handle{reinterpret_cast<std::uint64_t>(object)};
}

class Runtime {
 public:
  static Runtime& get();

  // hsa_init / hsa_shut_down reference counting.
  void addReference();
  bool dropReference();  // false if not initialized
  bool initialized() const;

  runtime::Device& device() { return device_; }
  Target target() const { return gpuIsa_->target; }

  const Agent& gpu() const { return gpu_; }
  const Agent& cpu() const { return cpu_; }
  std::vector<const Agent*> agents() const { return {&cpu_, &gpu_}; }
  // The agent, region or ISA a handle names, or null for a handle that names none.
  const Agent* agent(hsa_agent_t handle) const;
  const Region* region(std::uint64_t handle) const;
  const Isa* isa(hsa_isa_t handle) const;
  const Isa* isaByName(std::string_view name) const;

  // Device memory registered with the device (kernels may reach it), in
  // whole granules.
  static constexpr std::size_t kAllocationGranule = 4096;
  void* allocate(std::size_t size, const Region& region);
  bool release(void* pointer);  // false if `pointer` is no allocation's start
  // The allocation containing `pointer`: (base, allocation).
  std::optional<std::pair<void*, Allocation>> findAllocation(const void* pointer);

  // Host memory the device may reach (hsa_amd_memory_lock,
  // hsa_memory_register): registered with the device while locked. Locking
  // a locked range again counts; false for a range overlapping another.
  bool lockHostMemory(void* pointer, std::size_t size);
  bool unlockHostMemory(void* pointer);  // false if `pointer` starts no locked range
  // Whether any byte of [start, end) is in an allocation or locked memory.
  bool ownsAnyOf(std::uintptr_t start, std::uintptr_t end);

 private:
  Runtime();

  mutable std::mutex mutex_;
  int references_ = 0;
  runtime::Device device_;
  std::vector<Isa> isas_;
  const Isa* gpuIsa_;
  Agent gpu_, cpu_;
  std::vector<Region> regionStorage_;
  std::map<std::uintptr_t, Allocation> allocations_;
  struct Locked {
    std::size_t size;
    int count;
  };
  std::map<std::uintptr_t, Locked> locked_;  // by start address
};

// Nanoseconds of the steady clock: system timestamps (HSA_SYSTEM_INFO_
// TIMESTAMP, 1 GHz) and the agents' profiling ticks alike.
std::uint64_t timestampNow();

// True when hsa_init has been called more often than hsa_shut_down.
inline bool initialized() { return Runtime::get().initialized(); }

}  // namespace gcnjit::hsa

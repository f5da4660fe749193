// Regions, AMD memory pools (the same objects), allocation and copies. All
// memory is host memory registered with the device, so every agent reaches
// every allocation and a copy is a memmove.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <cstdlib>
#include <cstring>

#include "hsa/info.h"
#include "hsa/ipc_memory.h"
#include "hsa/runtime.h"

using gcnjit::hsa::Agent;
using gcnjit::hsa::put;
using gcnjit::hsa::Region;
using gcnjit::hsa::Runtime;
using gcnjit::hsa::toHandle;

namespace {

constexpr std::size_t kGranule = Runtime::kAllocationGranule;
constexpr std::size_t kAlignment = 4096;  // what runtime::Device::allocate guarantees

// Region and pool attributes share their first values (segment, flags, size,
// alloc allowed / granule / alignment); this answers both.
hsa_status_t regionInfo(const Region& region, int attribute, void* value) {
  switch (attribute) {
    case HSA_REGION_INFO_SEGMENT: return put(value, region.segment);
    case HSA_REGION_INFO_GLOBAL_FLAGS: return put(value, region.globalFlags);
    case HSA_REGION_INFO_SIZE: return put(value, region.size);
    case HSA_REGION_INFO_RUNTIME_ALLOC_ALLOWED: return put(value, region.allocAllowed);
    case HSA_REGION_INFO_RUNTIME_ALLOC_GRANULE: return put(value, region.allocAllowed ? kGranule : 0);
    case HSA_REGION_INFO_RUNTIME_ALLOC_ALIGNMENT: return put(value, region.allocAllowed ? kAlignment : 0);
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

hsa_status_t allocateFrom(const Region& region, std::size_t size, void** pointer) {
  if (!region.allocAllowed) return HSA_STATUS_ERROR_INVALID_ALLOCATION;
  if (size > region.size) return HSA_STATUS_ERROR_INVALID_ALLOCATION;
  try {
    *pointer = Runtime::get().allocate(size, region);
  } catch (const std::exception&) {
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
  return HSA_STATUS_SUCCESS;
}

}  // namespace

extern "C" {

hsa_status_t hsa_agent_iterate_regions(hsa_agent_t handle, hsa_status_t (*callback)(hsa_region_t region, void* data),
                                       void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Agent* agent = Runtime::get().agent(handle);
  if (!agent) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (const Region* region : agent->regions) {
    hsa_status_t status = callback(toHandle<hsa_region_t>(region), data);
    if (status != HSA_STATUS_SUCCESS) return status;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_region_get_info(hsa_region_t handle, hsa_region_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Region* region = Runtime::get().region(handle.handle);
  if (!region) return HSA_STATUS_ERROR_INVALID_REGION;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (int(attribute)) {
    case HSA_REGION_INFO_ALLOC_MAX_SIZE: return put(value, region->allocAllowed ? region->size : 0);
    case HSA_REGION_INFO_ALLOC_MAX_PRIVATE_WORKGROUP_SIZE: return put<std::uint32_t>(value, 0);
    case HSA_AMD_REGION_INFO_HOST_ACCESSIBLE: return put(value, true);
    case HSA_AMD_REGION_INFO_BASE: return put<void*>(value, nullptr);
    case HSA_AMD_REGION_INFO_BUS_WIDTH: return put<std::uint32_t>(value, 0);
    case HSA_AMD_REGION_INFO_MAX_CLOCK_FREQUENCY: return put<std::uint32_t>(value, 0);
    default: return regionInfo(*region, attribute, value);
  }
}

hsa_status_t hsa_memory_allocate(hsa_region_t handle, std::size_t size, void** pointer) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Region* region = Runtime::get().region(handle.handle);
  if (!region) return HSA_STATUS_ERROR_INVALID_REGION;
  if (!pointer || size == 0) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return allocateFrom(*region, size, pointer);
}

hsa_status_t hsa_memory_free(void* pointer) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!pointer) return HSA_STATUS_SUCCESS;
  return Runtime::get().release(pointer) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

hsa_status_t hsa_memory_copy(void* dst, const void* src, std::size_t size) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!dst || !src) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::memmove(dst, src, size);
  return HSA_STATUS_SUCCESS;
}

// Ownership moves nothing: every agent reaches all memory.
hsa_status_t hsa_memory_assign_agent(void* pointer, hsa_agent_t agent, hsa_access_permission_t access) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!pointer || access < HSA_ACCESS_PERMISSION_RO || access > HSA_ACCESS_PERMISSION_RW) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_agent_iterate_memory_pools(hsa_agent_t handle,
                                                hsa_status_t (*callback)(hsa_amd_memory_pool_t pool, void* data),
                                                void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Agent* agent = Runtime::get().agent(handle);
  if (!agent) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (const Region* pool : agent->pools) {
    hsa_status_t status = callback(toHandle<hsa_amd_memory_pool_t>(pool), data);
    if (status != HSA_STATUS_SUCCESS) return status;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_memory_pool_get_info(hsa_amd_memory_pool_t handle, hsa_amd_memory_pool_info_t attribute,
                                          void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Region* pool = Runtime::get().region(handle.handle);
  if (!pool) return hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_AMD_MEMORY_POOL_INFO_ACCESSIBLE_BY_ALL: return put(value, pool->segment != HSA_REGION_SEGMENT_GROUP);
    case HSA_AMD_MEMORY_POOL_INFO_ALLOC_MAX_SIZE: return put(value, pool->allocAllowed ? pool->size : 0);
    default: return regionInfo(*pool, attribute, value);
  }
}

hsa_status_t hsa_amd_agent_memory_pool_get_info(hsa_agent_t agent, hsa_amd_memory_pool_t handle,
                                                hsa_amd_agent_memory_pool_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Runtime& runtime = Runtime::get();
  if (!runtime.agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  const Region* pool = runtime.region(handle.handle);
  if (!pool) return hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  bool group = pool->segment == HSA_REGION_SEGMENT_GROUP;
  bool own = pool->owner == runtime.agent(agent);
  switch (attribute) {
    case HSA_AMD_AGENT_MEMORY_POOL_INFO_ACCESS:
      // Group memory belongs to its GPU's kernels; global memory is shared.
      return put(value, group && !own ? HSA_AMD_MEMORY_POOL_ACCESS_NEVER_ALLOWED
                                      : HSA_AMD_MEMORY_POOL_ACCESS_ALLOWED_BY_DEFAULT);
    case HSA_AMD_AGENT_MEMORY_POOL_INFO_NUM_LINK_HOPS: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_MEMORY_POOL_INFO_LINK_INFO: return HSA_STATUS_SUCCESS;  // no hops: nothing to write
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

hsa_status_t hsa_amd_memory_pool_allocate(hsa_amd_memory_pool_t handle, std::size_t size, std::uint32_t,
                                          void** pointer) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Region* pool = Runtime::get().region(handle.handle);
  if (!pool) return hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  if (!pointer || size == 0) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return allocateFrom(*pool, size, pointer);
}

hsa_status_t hsa_amd_memory_pool_free(void* pointer) { return hsa_memory_free(pointer); }

hsa_status_t hsa_amd_agents_allow_access(std::uint32_t num_agents, const hsa_agent_t* agents, const std::uint32_t*,
                                         const void* pointer) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (num_agents == 0 || !agents || !pointer) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (std::uint32_t i = 0; i < num_agents; ++i) {
    if (!Runtime::get().agent(agents[i])) return HSA_STATUS_ERROR_INVALID_AGENT;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_memory_pool_can_migrate(hsa_amd_memory_pool_t src, hsa_amd_memory_pool_t dst, bool* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Runtime& runtime = Runtime::get();
  if (!runtime.region(src.handle) || !runtime.region(dst.handle)) {
    return hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  }
  if (!result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = false;
  return HSA_STATUS_SUCCESS;
}

// Fills `count` dwords.
hsa_status_t hsa_amd_memory_fill(void* pointer, std::uint32_t value, std::size_t count) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!pointer || reinterpret_cast<std::uintptr_t>(pointer) % 4) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto* dwords = static_cast<std::uint32_t*>(pointer);
  for (std::size_t i = 0; i < count; ++i) dwords[i] = value;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_pointer_info(const void* pointer, hsa_amd_pointer_info_t* info, void* (*alloc)(std::size_t),
                                  std::uint32_t* num_agents_accessible, hsa_agent_t** accessible) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!info || info->size < sizeof(hsa_amd_pointer_info_t)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  Runtime& runtime = Runtime::get();
  auto found = runtime.findAllocation(pointer);
  info->size = sizeof(hsa_amd_pointer_info_t);
  info->userData = nullptr;
  if (found) {
    info->type = HSA_EXT_POINTER_TYPE_HSA;
    info->agentBaseAddress = info->hostBaseAddress = found->first;
    info->sizeInBytes = found->second.size;
    info->agentOwner = toHandle<hsa_agent_t>(found->second.region->owner);
    info->global_flags = found->second.region->globalFlags;
  } else if (auto imported = gcnjit::hsa::ipc::findImported(pointer)) {
    info->type = HSA_EXT_POINTER_TYPE_IPC;
    info->agentBaseAddress = info->hostBaseAddress = imported->first;
    info->sizeInBytes = imported->second;
    info->agentOwner = toHandle<hsa_agent_t>(&runtime.gpu());
    info->global_flags = HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED;
  } else {
    info->type = HSA_EXT_POINTER_TYPE_UNKNOWN;
    if (num_agents_accessible) *num_agents_accessible = 0;
    return HSA_STATUS_SUCCESS;
  }
  if (num_agents_accessible) *num_agents_accessible = 2;
  if (accessible) {
    if (!alloc) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
    *accessible = static_cast<hsa_agent_t*>(alloc(2 * sizeof(hsa_agent_t)));
    if (!*accessible) return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
    (*accessible)[0] = toHandle<hsa_agent_t>(&runtime.cpu());
    (*accessible)[1] = toHandle<hsa_agent_t>(&runtime.gpu());
  }
  return HSA_STATUS_SUCCESS;
}

// Locking makes host memory reachable by kernels at its own address.
hsa_status_t hsa_amd_memory_lock(void* host_ptr, std::size_t size, hsa_agent_t* agents, int num_agent,
                                 void** agent_ptr) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!host_ptr || size == 0 || !agent_ptr || num_agent < 0 || (num_agent > 0 && !agents)) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  for (int i = 0; i < num_agent; ++i) {
    if (!Runtime::get().agent(agents[i])) return HSA_STATUS_ERROR_INVALID_AGENT;
  }
  if (!Runtime::get().lockHostMemory(host_ptr, size)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *agent_ptr = host_ptr;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_memory_lock_to_pool(void* host_ptr, std::size_t size, hsa_agent_t* agents, int num_agent,
                                         hsa_amd_memory_pool_t pool, std::uint32_t, void** agent_ptr) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().region(pool.handle)) return hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  return hsa_amd_memory_lock(host_ptr, size, agents, num_agent, agent_ptr);
}

hsa_status_t hsa_amd_memory_unlock(void* host_ptr) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return Runtime::get().unlockHostMemory(host_ptr) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

hsa_status_t hsa_memory_register(void* pointer, std::size_t size) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!pointer || size == 0) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return Runtime::get().lockHostMemory(pointer, size) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

hsa_status_t hsa_memory_deregister(void* pointer, std::size_t) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return Runtime::get().unlockHostMemory(pointer) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

}  // extern "C"

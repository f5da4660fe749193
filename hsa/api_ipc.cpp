// hsa_amd_ipc_memory_*: allocations shared between processes (AMD's HIP
// runs hipIpcGetMemHandle / hipIpcOpenMemHandle / hipIpcCloseMemHandle on
// them). ipc_memory.h says how the memory is shared.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include "hsa/ipc_memory.h"
#include "hsa/runtime.h"

using gcnjit::hsa::Runtime;

extern "C" {

hsa_status_t hsa_amd_ipc_memory_create(void* ptr, std::size_t len, hsa_amd_ipc_memory_t* handle) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!ptr || !handle) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return gcnjit::hsa::ipc::share(ptr, len, handle);
}

hsa_status_t hsa_amd_ipc_memory_attach(const hsa_amd_ipc_memory_t* handle, std::size_t len, std::uint32_t num_agents,
                                       const hsa_agent_t* mapping_agents, void** mapped_ptr) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!handle || !mapped_ptr || (num_agents > 0 && !mapping_agents)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (std::uint32_t i = 0; i < num_agents; ++i) {
    if (!Runtime::get().agent(mapping_agents[i])) return HSA_STATUS_ERROR_INVALID_AGENT;
  }
  return gcnjit::hsa::ipc::attach(*handle, len, mapped_ptr);
}

hsa_status_t hsa_amd_ipc_memory_detach(void* mapped_ptr) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!mapped_ptr) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return gcnjit::hsa::ipc::detach(mapped_ptr);
}

}  // extern "C"

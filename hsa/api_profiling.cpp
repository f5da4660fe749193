// Profiling times and queue scheduling hints. Every packet and async copy
// records its start and end on its completion signal, so enabling
// profiling changes nothing; there is one priority and every compute unit
// serves every queue.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include "hsa/queue.h"
#include "hsa/runtime.h"
#include "hsa/signal.h"

extern "C" {

hsa_status_t hsa_amd_profiling_set_profiler_enabled(hsa_queue_t* queue, int) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return gcnjit::hsa::queueFrom(queue) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_QUEUE;
}

hsa_status_t hsa_amd_profiling_async_copy_enable(bool) {
  return gcnjit::hsa::initialized() ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_NOT_INITIALIZED;
}

hsa_status_t hsa_amd_profiling_get_dispatch_time(hsa_agent_t agent, hsa_signal_t handle,
                                                 hsa_amd_profiling_dispatch_time_t* time) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!gcnjit::hsa::Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  gcnjit::hsa::SignalRef signal = gcnjit::hsa::signalFrom(handle);
  if (!signal) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  if (!time) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  time->start = signal->abi.start_ts;
  time->end = signal->abi.end_ts;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_profiling_get_async_copy_time(hsa_signal_t handle, hsa_amd_profiling_async_copy_time_t* time) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  gcnjit::hsa::SignalRef signal = gcnjit::hsa::signalFrom(handle);
  if (!signal) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  if (!time) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  time->start = signal->abi.start_ts;
  time->end = signal->abi.end_ts;
  return HSA_STATUS_SUCCESS;
}

// Agent ticks are system ticks (nanoseconds).
hsa_status_t hsa_amd_profiling_convert_tick_to_system_domain(hsa_agent_t agent, std::uint64_t agent_tick,
                                                             std::uint64_t* system_tick) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!gcnjit::hsa::Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!system_tick) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *system_tick = agent_tick;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_queue_set_priority(hsa_queue_t* queue, hsa_amd_queue_priority_t priority) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!gcnjit::hsa::queueFrom(queue)) return HSA_STATUS_ERROR_INVALID_QUEUE;
  if (priority < HSA_AMD_QUEUE_PRIORITY_LOW || priority > HSA_AMD_QUEUE_PRIORITY_HIGH) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_queue_cu_set_mask(const hsa_queue_t* queue, std::uint32_t num_cu_mask_count,
                                       const std::uint32_t* cu_mask) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!gcnjit::hsa::queueFrom(queue)) return HSA_STATUS_ERROR_INVALID_QUEUE;
  if (num_cu_mask_count % 32 != 0 || (num_cu_mask_count > 0 && !cu_mask)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"

// hsa_amd_memory_async_copy: a copy that waits for its dependency signals
// (each to reach 0) and then decrements its completion signal. All memory is
// the host's, so a copy is a memmove: done at once when the dependencies
// are met already, else on a thread of its own once they are.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <cstring>
#include <vector>

#include "hsa/after_signals.h"
#include "hsa/runtime.h"
#include "hsa/signal.h"

using gcnjit::hsa::SignalRef;

extern "C" {

hsa_status_t hsa_amd_memory_async_copy(void* dst, hsa_agent_t dst_agent, const void* src, hsa_agent_t src_agent,
                                       std::size_t size, std::uint32_t num_dep_signals,
                                       const hsa_signal_t* dep_signals, hsa_signal_t completion_signal) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  gcnjit::hsa::Runtime& runtime = gcnjit::hsa::Runtime::get();
  if (!runtime.agent(dst_agent) || !runtime.agent(src_agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!dst || !src || (num_dep_signals > 0 && !dep_signals)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  // Held until the copy is done, even if another thread destroys them.
  SignalRef completion = gcnjit::hsa::signalFrom(completion_signal);
  if (!completion) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  std::vector<SignalRef> dependencies;
  for (std::uint32_t i = 0; i < num_dep_signals; ++i) {
    SignalRef s = gcnjit::hsa::signalFrom(dep_signals[i]);
    if (!s) return HSA_STATUS_ERROR_INVALID_SIGNAL;
    dependencies.push_back(s);
  }
  // The copy, then its completion (with the times hsa_amd_profiling_get_async_copy_time reads).
  gcnjit::hsa::runAfterSignals(std::move(dependencies), [=] {
    std::uint64_t start = gcnjit::hsa::timestampNow();
    std::memmove(dst, src, size);
    completion->abi.start_ts = start;
    completion->abi.end_ts = gcnjit::hsa::timestampNow();
    gcnjit::hsa::completeSignal(completion.get());
  });
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"

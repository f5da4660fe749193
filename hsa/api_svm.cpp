// Shared virtual memory (svm_ranges.h): attributes of the application's own
// host memory, which hsa_amd_svm_attributes_set makes reachable by kernels,
// and prefetches, which move nothing (every page is host memory) but are
// recorded as the range's prefetch location once their dependencies are met.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <vector>

#include "hsa/after_signals.h"
#include "hsa/runtime.h"
#include "hsa/svm_ranges.h"

using gcnjit::hsa::SignalRef;
using gcnjit::hsa::svmRanges;

extern "C" {

hsa_status_t hsa_amd_svm_attributes_set(void* ptr, std::size_t size, hsa_amd_svm_attribute_pair_t* attribute_list,
                                        std::size_t attribute_count) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return svmRanges().set(ptr, size, attribute_list, attribute_count);
}

hsa_status_t hsa_amd_svm_attributes_get(void* ptr, std::size_t size, hsa_amd_svm_attribute_pair_t* attribute_list,
                                        std::size_t attribute_count) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return svmRanges().get(ptr, size, attribute_list, attribute_count);
}

hsa_status_t hsa_amd_svm_prefetch_async(void* ptr, std::size_t size, hsa_agent_t agent, std::uint32_t num_dep_signals,
                                        const hsa_signal_t* dep_signals, hsa_signal_t completion_signal) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!gcnjit::hsa::Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!ptr || size == 0) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::vector<SignalRef> dependencies;
  if (hsa_status_t s = gcnjit::hsa::dependencySignals(num_dep_signals, dep_signals, dependencies)) return s;
  SignalRef completion;  // a null handle: no completion signal
  if (completion_signal.handle != 0) {
    completion = gcnjit::hsa::signalFrom(completion_signal);
    if (!completion) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  }
  gcnjit::hsa::runAfterSignals(std::move(dependencies), [=] {
    svmRanges().setPrefetchLocation(ptr, size, agent.handle);
    gcnjit::hsa::completeSignal(completion.get());
  });
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"

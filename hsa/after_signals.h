// Work that waits for dependency signals (each to reach 0), as
// hsa_amd_memory_async_copy and hsa_amd_svm_prefetch_async do: run at once
// when they are met already, else on a thread of its own once they are.
#pragma once

#include <hsa/hsa.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "hsa/signal.h"

namespace gcnjit::hsa {

// The `count` dependency signals `handles` name, held in `out`:
// HSA_STATUS_ERROR_INVALID_ARGUMENT for a null list of some, and
// HSA_STATUS_ERROR_INVALID_SIGNAL for a handle naming no signal.
hsa_status_t dependencySignals(std::uint32_t count, const hsa_signal_t* handles, std::vector<SignalRef>& out);

// The signals are held (alive) until `work` has run.
void runAfterSignals(std::vector<SignalRef> dependencies, std::function<void()> work);

// Decrements `completion` (null: none) with release order and tells its waiters.
void completeSignal(Signal* completion);

}  // namespace gcnjit::hsa

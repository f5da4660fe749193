// hsa_amd_memory_async_copy and hsa_amd_memory_async_copy_rect: copies that
// wait for their dependency signals (each to reach 0) and then decrement
// their completion signal. All memory is the host's, so a copy is memmoves:
// done at once when the dependencies are met already, else on a thread of
// its own once they are.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <cstring>
#include <functional>
#include <vector>

#include "hsa/after_signals.h"
#include "hsa/runtime.h"
#include "hsa/signal.h"

using gcnjit::hsa::SignalRef;

namespace {

// Runs `copy` after the dependencies, then completes `completion` with the
// times hsa_amd_profiling_get_async_copy_time reads.
hsa_status_t copyAfter(std::uint32_t count, const hsa_signal_t* handles, hsa_signal_t completion_signal,
                       std::function<void()> copy) {
  std::vector<SignalRef> dependencies;
  if (hsa_status_t s = gcnjit::hsa::dependencySignals(count, handles, dependencies)) return s;
  // Held until the copy is done, even if another thread destroys them.
  SignalRef completion = gcnjit::hsa::signalFrom(completion_signal);
  if (!completion) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  gcnjit::hsa::runAfterSignals(std::move(dependencies), [completion, copy = std::move(copy)] {
    std::uint64_t start = gcnjit::hsa::timestampNow();
    copy();
    completion->abi.start_ts = start;
    completion->abi.end_ts = gcnjit::hsa::timestampNow();
    gcnjit::hsa::completeSignal(completion.get());
  });
  return HSA_STATUS_SUCCESS;
}

// Whether the rectangle at `offset` (x in bytes, y rows, z slices) of
// `range` lies within rows of `pitch` bytes and slices of `slice` bytes, all
// 4-byte aligned as the API asks.
bool rectValid(const hsa_pitched_ptr_t& p, const hsa_dim3_t& offset, const hsa_dim3_t& range) {
  auto aligned = [](std::uint64_t v) { return v % 4 == 0; };
  if (!p.base || !aligned(reinterpret_cast<std::uintptr_t>(p.base)) || !aligned(p.pitch) || !aligned(p.slice))
    return false;
  std::uint64_t rowEnd = std::uint64_t(offset.x) + range.x, rows = std::uint64_t(offset.y) + range.y;
  bool oneSlice = offset.z == 0 && range.z == 1;
  return rowEnd <= p.pitch && (oneSlice || rows * p.pitch <= p.slice);
}

}  // namespace

extern "C" {

hsa_status_t hsa_amd_memory_async_copy(void* dst, hsa_agent_t dst_agent, const void* src, hsa_agent_t src_agent,
                                       std::size_t size, std::uint32_t num_dep_signals,
                                       const hsa_signal_t* dep_signals, hsa_signal_t completion_signal) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  gcnjit::hsa::Runtime& runtime = gcnjit::hsa::Runtime::get();
  if (!runtime.agent(dst_agent) || !runtime.agent(src_agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!dst || !src) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return copyAfter(num_dep_signals, dep_signals, completion_signal, [=] { std::memmove(dst, src, size); });
}

// Rows of range.x bytes, range.y rows to a slice, range.z slices.
hsa_status_t hsa_amd_memory_async_copy_rect(const hsa_pitched_ptr_t* dst, const hsa_dim3_t* dst_offset,
                                            const hsa_pitched_ptr_t* src, const hsa_dim3_t* src_offset,
                                            const hsa_dim3_t* range, hsa_agent_t copy_agent,
                                            hsa_amd_copy_direction_t dir, std::uint32_t num_dep_signals,
                                            const hsa_signal_t* dep_signals, hsa_signal_t completion_signal) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const gcnjit::hsa::Agent* agent = gcnjit::hsa::Runtime::get().agent(copy_agent);
  // A GPU agent's copy engine copies: CPU agents have none.
  if (!agent || agent->type != HSA_DEVICE_TYPE_GPU) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!dst || !dst_offset || !src || !src_offset || !range || dir > hsaDeviceToDevice)
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!range->x || !range->y || !range->z || !rectValid(*dst, *dst_offset, *range) ||
      !rectValid(*src, *src_offset, *range))
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  hsa_pitched_ptr_t to = *dst, from = *src;
  hsa_dim3_t toAt = *dst_offset, fromAt = *src_offset, size = *range;
  return copyAfter(num_dep_signals, dep_signals, completion_signal, [=] {
    auto address = [](const hsa_pitched_ptr_t& p, const hsa_dim3_t& at, std::uint32_t row, std::uint32_t slice) {
      return static_cast<char*>(p.base) + (at.z + slice) * p.slice + (at.y + row) * p.pitch + at.x;
    };
    for (std::uint32_t z = 0; z < size.z; ++z)
      for (std::uint32_t y = 0; y < size.y; ++y)
        std::memmove(address(to, toAt, y, z), address(from, fromAt, y, z), size.x);
  });
}

}  // extern "C"

// HSA signals: an amd_signal_t (the handle points at it, as in ROCm, so
// device code that reads or writes a signal's value finds it at offset 8)
// in device memory (signal_memory.h) plus what waiting needs. Waiters sleep on one process-wide condition that
// every host-side change of any signal announces; they also look again every
// millisecond, for changes made by kernels.
#pragma once

#include <hsa/amd_hsa_signal.h>
#include <hsa/hsa.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>

namespace gcnjit::hsa {

struct Signal {
  amd_signal_t abi{};  // first member: the handle is its address

  std::atomic_ref<std::int64_t> value() { return std::atomic_ref<std::int64_t>(const_cast<std::int64_t&>(abi.value)); }
  // Wakes every waiter (call after changing the value).
  static void announceChange();
  // Waits until `condition` holds for the value, or `timeoutNs` passed;
  // returns the last value read.
  std::int64_t wait(hsa_signal_condition_t condition, std::int64_t compare, std::uint64_t timeoutNs,
                    std::memory_order order);
};

// A waiter's view of announced changes: while it exists, changes are
// announced to it.
class ChangeWatch {
 public:
  ChangeWatch();
  ~ChangeWatch();
  ChangeWatch(const ChangeWatch&) = delete;
  ChangeWatch& operator=(const ChangeWatch&) = delete;
  // Sleeps until a change after the last one seen, the poll interval (1 ms)
  // or `deadline`; false once the deadline has passed.
  bool sleep(std::chrono::steady_clock::time_point deadline);

 private:
  std::uint64_t seen_;
};

bool conditionHolds(hsa_signal_condition_t condition, std::int64_t value, std::int64_t compare);

// Waits for whichever of several (signal, condition) pairs holds first;
// returns its index, or `count` on timeout.
std::uint32_t waitAny(std::uint32_t count, Signal* const* signals, const hsa_signal_condition_t* conditions,
                      const std::int64_t* compares, std::uint64_t timeoutNs, std::int64_t* satisfying);

// Live signals: create registers, destroy unregisters. A SignalRef keeps
// its signal's memory alive after a destroy (on another thread) until it is
// dropped: every operation holds one while it touches the signal.
using SignalRef = std::shared_ptr<Signal>;
Signal* createSignal(std::int64_t initial);
bool destroySignal(hsa_signal_t handle);
// Null for a handle that names no live signal.
SignalRef signalFrom(hsa_signal_t handle);

}  // namespace gcnjit::hsa

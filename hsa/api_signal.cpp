// Signals: create/destroy, value operations in every memory order the API
// names, waits, AMD's wait-any, value pointer and async handlers.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <atomic>
#include <vector>

#include "hsa/async_handlers.h"
#include "hsa/runtime.h"
#include "hsa/signal.h"

using gcnjit::hsa::Signal;
using gcnjit::hsa::SignalRef;
using gcnjit::hsa::signalFrom;

namespace {

// Value operations on an invalid signal are undefined in HSA; here they do
// nothing and read 0, rather than touch memory that is no signal.
template <typename Operation>
std::int64_t withSignal(hsa_signal_t handle, Operation operation) {
  SignalRef signal = signalFrom(handle);
  if (!signal) return 0;
  std::int64_t result = operation(signal->value());
  Signal::announceChange();
  return result;
}

hsa_status_t createWithConsumers(hsa_signal_value_t initial, std::uint32_t num_consumers,
                                 const hsa_agent_t* consumers, hsa_signal_t* signal) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!signal || (num_consumers > 0 && !consumers)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (std::uint32_t i = 0; i < num_consumers; ++i) {
    if (!gcnjit::hsa::Runtime::get().agent(consumers[i])) return HSA_STATUS_ERROR_INVALID_AGENT;
  }
  *signal = gcnjit::hsa::toHandle<hsa_signal_t>(gcnjit::hsa::createSignal(initial));
  return HSA_STATUS_SUCCESS;
}

// Timeout hints are in ticks of HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY: ns.
hsa_signal_value_t waitOn(hsa_signal_t handle, hsa_signal_condition_t condition, hsa_signal_value_t compare,
                          std::uint64_t timeout, std::memory_order order) {
  SignalRef signal = signalFrom(handle);
  if (!signal) return 0;
  return signal->wait(condition, compare, timeout, order);
}

}  // namespace

// One exported function per memory order: NAME_SUFFIX(...) { BODY with ORDER }.
#define HSA_SIGNAL_STORE(suffix, order)                                                       \
  void hsa_signal_store_##suffix(hsa_signal_t s, hsa_signal_value_t v) {                      \
    withSignal(s, [&](auto value) { value.store(v, order); return 0; });                      \
  }
#define HSA_SIGNAL_SILENT_STORE(suffix, order)                                                \
  void hsa_signal_silent_store_##suffix(hsa_signal_t s, hsa_signal_value_t v) {               \
    if (SignalRef signal = signalFrom(s)) signal->value().store(v, order);                    \
  }
#define HSA_SIGNAL_LOAD(suffix, order)                                                        \
  hsa_signal_value_t hsa_signal_load_##suffix(hsa_signal_t s) {                               \
    SignalRef signal = signalFrom(s);                                                         \
    return signal ? signal->value().load(order) : 0;                                          \
  }
#define HSA_SIGNAL_RMW(name, operation, suffix, order)                                        \
  void hsa_signal_##name##_##suffix(hsa_signal_t s, hsa_signal_value_t v) {                   \
    withSignal(s, [&](auto value) { return value.operation(v, order); });                     \
  }
#define HSA_SIGNAL_EXCHANGE(suffix, order)                                                    \
  hsa_signal_value_t hsa_signal_exchange_##suffix(hsa_signal_t s, hsa_signal_value_t v) {     \
    return withSignal(s, [&](auto value) { return value.exchange(v, order); });               \
  }
#define HSA_SIGNAL_CAS(suffix, order)                                                         \
  hsa_signal_value_t hsa_signal_cas_##suffix(hsa_signal_t s, hsa_signal_value_t expected,     \
                                             hsa_signal_value_t v) {                          \
    return withSignal(s, [&](auto value) {                                                    \
      value.compare_exchange_strong(expected, v, order, std::memory_order_relaxed);           \
      return expected;                                                                        \
    });                                                                                       \
  }
#define HSA_SIGNAL_WAIT(suffix, order)                                                        \
  hsa_signal_value_t hsa_signal_wait_##suffix(hsa_signal_t s, hsa_signal_condition_t c,       \
                                              hsa_signal_value_t compare, std::uint64_t timeout, \
                                              hsa_wait_state_t) {                             \
    return waitOn(s, c, compare, timeout, order);                                             \
  }
// The orders of read-modify-write operations (each an exported suffix).
#define HSA_SIGNAL_RMW_ORDERS(M, ...)                       \
  M(__VA_ARGS__ relaxed, std::memory_order_relaxed)         \
  M(__VA_ARGS__ acquire, std::memory_order_acquire)         \
  M(__VA_ARGS__ scacquire, std::memory_order_acquire)       \
  M(__VA_ARGS__ release, std::memory_order_release)         \
  M(__VA_ARGS__ screlease, std::memory_order_release)       \
  M(__VA_ARGS__ acq_rel, std::memory_order_acq_rel)         \
  M(__VA_ARGS__ scacq_screl, std::memory_order_acq_rel)

extern "C" {

hsa_status_t hsa_signal_create(hsa_signal_value_t initial_value, std::uint32_t num_consumers,
                               const hsa_agent_t* consumers, hsa_signal_t* signal) {
  return createWithConsumers(initial_value, num_consumers, consumers, signal);
}

// Attributes (HSA_AMD_SIGNAL_AMD_GPU_ONLY, _IPC) change nothing here.
hsa_status_t hsa_amd_signal_create(hsa_signal_value_t initial_value, std::uint32_t num_consumers,
                                   const hsa_agent_t* consumers, std::uint64_t, hsa_signal_t* signal) {
  return createWithConsumers(initial_value, num_consumers, consumers, signal);
}

hsa_status_t hsa_signal_destroy(hsa_signal_t signal) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (signal.handle == 0) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return gcnjit::hsa::destroySignal(signal) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_SIGNAL;
}

hsa_status_t hsa_amd_signal_value_pointer(hsa_signal_t handle, volatile hsa_signal_value_t** value_ptr) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  SignalRef signal = signalFrom(handle);
  if (!signal) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  if (!value_ptr) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *value_ptr = &signal->abi.value;
  return HSA_STATUS_SUCCESS;
}

HSA_SIGNAL_LOAD(relaxed, std::memory_order_relaxed)
HSA_SIGNAL_LOAD(acquire, std::memory_order_acquire)
HSA_SIGNAL_LOAD(scacquire, std::memory_order_acquire)
HSA_SIGNAL_STORE(relaxed, std::memory_order_relaxed)
HSA_SIGNAL_STORE(release, std::memory_order_release)
HSA_SIGNAL_STORE(screlease, std::memory_order_release)
HSA_SIGNAL_SILENT_STORE(relaxed, std::memory_order_relaxed)
HSA_SIGNAL_SILENT_STORE(screlease, std::memory_order_release)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_RMW, add, fetch_add,)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_RMW, subtract, fetch_sub,)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_RMW, and, fetch_and,)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_RMW, or, fetch_or,)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_RMW, xor, fetch_xor,)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_EXCHANGE)
HSA_SIGNAL_RMW_ORDERS(HSA_SIGNAL_CAS)
HSA_SIGNAL_WAIT(relaxed, std::memory_order_relaxed)
HSA_SIGNAL_WAIT(acquire, std::memory_order_acquire)
HSA_SIGNAL_WAIT(scacquire, std::memory_order_acquire)

// Returns the index of the first signal whose condition holds, UINT32_MAX on
// timeout or for an invalid signal.
std::uint32_t hsa_amd_signal_wait_any(std::uint32_t signal_count, hsa_signal_t* handles,
                                      hsa_signal_condition_t* conds, hsa_signal_value_t* values,
                                      std::uint64_t timeout_hint, hsa_wait_state_t,
                                      hsa_signal_value_t* satisfying_value) {
  if (!handles || !conds || !values || signal_count == 0) return UINT32_MAX;
  std::vector<SignalRef> held(signal_count);
  std::vector<Signal*> signals(signal_count);
  for (std::uint32_t i = 0; i < signal_count; ++i) {
    held[i] = signalFrom(handles[i]);
    if (!held[i]) return UINT32_MAX;
    signals[i] = held[i].get();
  }
  std::int64_t satisfying = 0;
  std::uint32_t index =
      gcnjit::hsa::waitAny(signal_count, signals.data(), conds, values, timeout_hint, &satisfying);
  if (index == signal_count) return UINT32_MAX;
  if (satisfying_value) *satisfying_value = satisfying;
  return index;
}

hsa_status_t hsa_amd_signal_async_handler(hsa_signal_t handle, hsa_signal_condition_t cond,
                                          hsa_signal_value_t value, hsa_amd_signal_handler handler, void* arg) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  SignalRef signal = signalFrom(handle);
  if (!signal) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  if (!handler) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  gcnjit::hsa::AsyncHandlers::get().add(handle, cond, value, handler, arg);
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"

// Queues: create/destroy/inactivate and the read and write index operations
// in every memory order the API names.
#include <hsa/hsa.h>

#include <bit>

#include "hsa/queue.h"
#include "hsa/runtime.h"

using gcnjit::hsa::Queue;
using gcnjit::hsa::queueFrom;

namespace {

constexpr std::uint32_t kQueueMinSize = 64, kQueueMaxSize = 1u << 17;

// Index operations on an invalid queue are undefined in HSA; here they do
// nothing and read 0.
template <typename Operation>
std::uint64_t withQueue(const hsa_queue_t* handle, Operation operation) {
  Queue* queue = queueFrom(handle);
  return queue ? operation(*queue) : 0;
}

}  // namespace

#define HSA_QUEUE_LOAD(which, suffix, order)                                                      \
  std::uint64_t hsa_queue_load_##which##_index_##suffix(const hsa_queue_t* q) {                   \
    return withQueue(q, [&](Queue& queue) { return queue.which##Index().load(order); });          \
  }
#define HSA_QUEUE_STORE(which, suffix, order)                                                     \
  void hsa_queue_store_##which##_index_##suffix(const hsa_queue_t* q, std::uint64_t value) {      \
    withQueue(q, [&](Queue& queue) {                                                              \
      queue.which##Index().store(value, order);                                                   \
      gcnjit::hsa::Signal::announceChange();                                                      \
      return 0;                                                                                   \
    });                                                                                           \
  }
#define HSA_QUEUE_ADD(suffix, order)                                                              \
  std::uint64_t hsa_queue_add_write_index_##suffix(const hsa_queue_t* q, std::uint64_t value) {   \
    return withQueue(q, [&](Queue& queue) { return queue.writeIndex().fetch_add(value, order); }); \
  }
#define HSA_QUEUE_CAS(suffix, order)                                                              \
  std::uint64_t hsa_queue_cas_write_index_##suffix(const hsa_queue_t* q, std::uint64_t expected,  \
                                                   std::uint64_t value) {                         \
    return withQueue(q, [&](Queue& queue) {                                                       \
      queue.writeIndex().compare_exchange_strong(expected, value, order, std::memory_order_relaxed); \
      return expected;                                                                            \
    });                                                                                           \
  }
#define HSA_QUEUE_RMW_ORDERS(M)                      \
  M(relaxed, std::memory_order_relaxed)              \
  M(acquire, std::memory_order_acquire)              \
  M(scacquire, std::memory_order_acquire)            \
  M(release, std::memory_order_release)              \
  M(screlease, std::memory_order_release)            \
  M(acq_rel, std::memory_order_acq_rel)              \
  M(scacq_screl, std::memory_order_acq_rel)

extern "C" {

hsa_status_t hsa_queue_create(hsa_agent_t agent, std::uint32_t size, hsa_queue_type32_t type,
                              void (*callback)(hsa_status_t status, hsa_queue_t* source, void* data), void* data,
                              std::uint32_t private_segment_size, std::uint32_t group_segment_size,
                              hsa_queue_t** queue) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const gcnjit::hsa::Agent* owner = gcnjit::hsa::Runtime::get().agent(agent);
  if (!owner) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (owner->type != HSA_DEVICE_TYPE_GPU) return HSA_STATUS_ERROR_INVALID_QUEUE_CREATION;
  if (!queue || size < kQueueMinSize || size > kQueueMaxSize || !std::has_single_bit(size)) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  if (type != HSA_QUEUE_TYPE_MULTI && type != HSA_QUEUE_TYPE_SINGLE && type != HSA_QUEUE_TYPE_COOPERATIVE) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  (void)private_segment_size;  // scratch is sized per dispatch from the packet
  (void)group_segment_size;
  try {
    *queue = gcnjit::hsa::createQueue(size, type, callback, data)->hsaQueue();
  } catch (const std::exception&) {
    return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_queue_destroy(hsa_queue_t* queue) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!queue) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return gcnjit::hsa::destroyQueue(queue) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_QUEUE;
}

hsa_status_t hsa_queue_inactivate(hsa_queue_t* handle) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!handle) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  Queue* queue = queueFrom(handle);
  if (!queue) return HSA_STATUS_ERROR_INVALID_QUEUE;
  queue->inactivate();
  return HSA_STATUS_SUCCESS;
}

HSA_QUEUE_LOAD(read, relaxed, std::memory_order_relaxed)
HSA_QUEUE_LOAD(read, acquire, std::memory_order_acquire)
HSA_QUEUE_LOAD(read, scacquire, std::memory_order_acquire)
HSA_QUEUE_LOAD(write, relaxed, std::memory_order_relaxed)
HSA_QUEUE_LOAD(write, acquire, std::memory_order_acquire)
HSA_QUEUE_LOAD(write, scacquire, std::memory_order_acquire)
HSA_QUEUE_STORE(read, relaxed, std::memory_order_relaxed)
HSA_QUEUE_STORE(read, release, std::memory_order_release)
HSA_QUEUE_STORE(read, screlease, std::memory_order_release)
HSA_QUEUE_STORE(write, relaxed, std::memory_order_relaxed)
HSA_QUEUE_STORE(write, release, std::memory_order_release)
HSA_QUEUE_STORE(write, screlease, std::memory_order_release)
HSA_QUEUE_RMW_ORDERS(HSA_QUEUE_ADD)
HSA_QUEUE_RMW_ORDERS(HSA_QUEUE_CAS)

}  // extern "C"

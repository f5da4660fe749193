// User-mode queues: an AQL ring buffer of 64-byte packets in device memory
// and an amd_queue_t (the hsa_queue_t handed out is its first member; its
// write and read dispatch ids are the queue's indices), both where kernels
// may read them. A packet processor thread per queue consumes the packets in
// order (see packet_processor.cpp).
//
// A cooperative queue (HSA_QUEUE_TYPE_COOPERATIVE, what AMD's HIP runtime
// launches hipLaunchCooperativeKernel on) runs every dispatch with all its
// workgroups resident and a GWS unit of its own (runtime/gws_unit.h), so
// grid-wide barriers complete; the GWS init kernel AMD's runtime dispatches
// before each cooperative kernel runs on it too, as it would on the
// hardware queue that owns the GWS. As in ROCm there is one per agent,
// shared: each create adds a reference, each destroy drops one.
#pragma once

#include <hsa/amd_hsa_queue.h>
#include <hsa/hsa.h>

#include <atomic>
#include <cstdint>
#include <thread>

#include "hsa/signal.h"

namespace gcnjit::hsa {

using QueueErrorCallback = void (*)(hsa_status_t status, hsa_queue_t* source, void* data);

class Queue {
 public:
  // `size` packets (a power of two).
  Queue(std::uint32_t size, hsa_queue_type32_t type, QueueErrorCallback callback, void* callbackData);
  ~Queue();  // stops the processor (after the packet it is running)
  Queue(const Queue&) = delete;
  Queue& operator=(const Queue&) = delete;

  hsa_queue_t* hsaQueue() { return &amd_->hsa_queue; }
  std::atomic_ref<std::uint64_t> writeIndex() {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(amd_->write_dispatch_id));
  }
  std::atomic_ref<std::uint64_t> readIndex() {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(amd_->read_dispatch_id));
  }
  // hsa_queue_inactivate: the processor stops taking packets.
  void inactivate();

 private:
  void process();  // the processor thread's loop (packet_processor.cpp)
  // Runs one packet; false when it failed (the error is reported).
  bool runPacket(std::uint64_t index);
  bool runDispatch(const hsa_kernel_dispatch_packet_t& packet);
  bool runBarrier(const hsa_barrier_and_packet_t& packet, bool all);
  void reportError(hsa_status_t status, const char* what);

  amd_queue_t* amd_ = nullptr;  // device memory
  void* ring_ = nullptr;        // device memory
  Signal* doorbell_ = nullptr;
  QueueErrorCallback callback_;
  void* callbackData_;
  bool cooperative_;
  std::atomic<bool> stop_{false};
  std::thread processor_;
};

// Live queues: null for a hsa_queue_t* that is none of them.
Queue* queueFrom(const hsa_queue_t* queue);
// A cooperative `type` gives the shared cooperative queue (created at the
// first request, with that request's size and callback).
Queue* createQueue(std::uint32_t size, hsa_queue_type32_t type, QueueErrorCallback callback, void* data);
// Drops a reference (cooperative queues) or destroys; false for no queue.
bool destroyQueue(const hsa_queue_t* queue);

}  // namespace gcnjit::hsa

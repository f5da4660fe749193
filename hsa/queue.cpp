#include "hsa/queue.h"

#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "hsa/runtime.h"

namespace gcnjit::hsa {
namespace {

struct Registry {
  std::mutex mutex;
  std::unordered_map<const hsa_queue_t*, std::unique_ptr<Queue>> queues;
  Queue* cooperative = nullptr;      // the shared cooperative queue, if created
  std::uint32_t cooperativeUsers = 0;  // its references
};

Registry& registry() {
  static Registry* r = new Registry();
  return *r;
}

constexpr std::size_t kPacketBytes = 64;

}  // namespace

Queue::Queue(std::uint32_t size, hsa_queue_type32_t type, QueueErrorCallback callback, void* callbackData)
    : callback_(callback), callbackData_(callbackData), cooperative_(type == HSA_QUEUE_TYPE_COOPERATIVE) {
  Runtime& runtime = Runtime::get();
  runtime::Device& device = runtime.device();
  amd_ = static_cast<amd_queue_t*>(device.allocate(sizeof(amd_queue_t)));
  ring_ = device.allocate(std::size_t(size) * kPacketBytes);
  // Every slot starts INVALID: the processor waits for a producer's header.
  auto* packets = static_cast<hsa_kernel_dispatch_packet_t*>(ring_);
  for (std::uint32_t i = 0; i < size; ++i) packets[i].header = HSA_PACKET_TYPE_INVALID;
  doorbell_ = createSignal(0);
  hsa_queue_t& q = amd_->hsa_queue;
  q.type = type;
  q.features = HSA_QUEUE_FEATURE_KERNEL_DISPATCH;
  q.base_address = ring_;
  q.doorbell_signal = toHandle<hsa_signal_t>(doorbell_);
  q.size = size;
  q.id = reinterpret_cast<std::uint64_t>(this);
  processor_ = std::thread([this] { process(); });
}

Queue::~Queue() {
  inactivate();
  processor_.join();
  destroySignal(toHandle<hsa_signal_t>(doorbell_));
  runtime::Device& device = Runtime::get().device();
  device.release(ring_);
  device.release(amd_);
}

void Queue::inactivate() {
  stop_.store(true);
  Signal::announceChange();
}

Queue* queueFrom(const hsa_queue_t* queue) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto found = r.queues.find(queue);
  return found == r.queues.end() ? nullptr : found->second.get();
}

Queue* createQueue(std::uint32_t size, hsa_queue_type32_t type, QueueErrorCallback callback, void* data) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  bool cooperative = type == HSA_QUEUE_TYPE_COOPERATIVE;
  if (cooperative && r.cooperative) {
    ++r.cooperativeUsers;
    return r.cooperative;
  }
  auto queue = std::make_unique<Queue>(size, type, callback, data);
  Queue* result = queue.get();
  r.queues[result->hsaQueue()] = std::move(queue);
  if (cooperative) {
    r.cooperative = result;
    r.cooperativeUsers = 1;
  }
  return result;
}

bool destroyQueue(const hsa_queue_t* queue) {
  std::unique_ptr<Queue> owned;
  {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    auto found = r.queues.find(queue);
    if (found == r.queues.end()) return false;
    if (found->second.get() == r.cooperative) {
      if (--r.cooperativeUsers > 0) return true;
      r.cooperative = nullptr;
    }
    owned = std::move(found->second);
    r.queues.erase(found);
  }
  return true;  // `owned` stops and joins the processor outside the lock
}

}  // namespace gcnjit::hsa

#include "runtime/hostcall.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "ir/interp/message.h"
#include "runtime/device.h"
#include "runtime/hostcall_printf.h"

namespace gcnjit::runtime {
namespace {

// The layouts ockl's hostcall code reads (ockl hostcall_impl: buffer_t,
// header_t, payload_t) and the HSA signal it rings (hsa amd_signal_t).
struct Buffer {
  std::uint64_t headers;     // Header[packets]
  std::uint64_t payloads;    // Payload[packets]
  std::uint64_t doorbell;    // hsa_signal_t: address of an AmdSignal
  std::uint64_t freeStack;   // packet pointer: index | tag above the index bits
  std::uint64_t readyStack;
  std::uint64_t indexMask;   // packets - 1
};
struct Header {
  std::uint64_t next;
  std::uint64_t activeMask;
  std::uint32_t service;
  std::uint32_t control;  // bit 0: ready (set by the wave, cleared by the host)
};
struct Payload {
  std::uint64_t lanes[64][8];
};
struct AmdSignal {
  std::int64_t kind;
  std::int64_t value;
  std::uint64_t eventMailbox;  // non-zero: ringing stores event_id there and sends MSG_INTERRUPT
  std::uint32_t eventId;
  std::uint32_t reserved[9];
};
static_assert(sizeof(Header) == 24 && sizeof(AmdSignal) == 64);

constexpr std::uint32_t kServicePrintf = 2;
constexpr std::uint32_t kReadyBit = 1;
constexpr std::size_t kSignalOffset = 64, kMailboxOffset = 128, kHeadersOffset = 256;

// Every live buffer, served on each MSG_INTERRUPT.
std::mutex buffersMutex;
std::set<HostcallBuffer*>& liveBuffers() {
  static std::set<HostcallBuffer*> buffers;
  return buffers;
}

PrintfService& printfService() {
  static PrintfService service;
  return service;
}

void onMessage(std::uint32_t, std::uint32_t) {
  std::vector<HostcallBuffer*> buffers;
  {
    std::lock_guard lock(buffersMutex);
    buffers.assign(liveBuffers().begin(), liveBuffers().end());
  }
  for (HostcallBuffer* buffer : buffers) buffer->serve();
}

void reportUnknownService(std::uint32_t service) {
  static std::mutex mutex;
  static std::set<std::uint32_t> reported;
  std::lock_guard lock(mutex);
  if (reported.insert(service).second) std::fprintf(stderr, "gcnjit: hostcall service %u is not supported\n", service);
}

}  // namespace

HostcallBuffer::HostcallBuffer(Device& device, AddressRanges& ranges, unsigned concurrentWaves)
    : device_(device), malloc_(ranges), packets_(std::bit_ceil(std::max({64u, concurrentWaves, std::thread::hardware_concurrency()}))) {
  std::size_t headersBytes = (packets_ * sizeof(Header) + 255) / 256 * 256;
  memory_ = static_cast<std::uint8_t*>(device_.allocate(kHeadersOffset + headersBytes + packets_ * sizeof(Payload)));
  auto* buffer = reinterpret_cast<Buffer*>(memory_);
  auto* headers = reinterpret_cast<Header*>(memory_ + kHeadersOffset);
  auto* signal = reinterpret_cast<AmdSignal*>(memory_ + kSignalOffset);
  buffer->headers = reinterpret_cast<std::uint64_t>(headers);
  buffer->payloads = reinterpret_cast<std::uint64_t>(memory_ + kHeadersOffset + headersBytes);
  buffer->doorbell = reinterpret_cast<std::uint64_t>(signal);
  buffer->indexMask = packets_ - 1;
  // Packet pointers carry a tag above the index bits (bumped on each return
  // to the free stack against ABA); starting at tag 1 keeps them non-zero,
  // 0 being the empty stack.
  for (std::uint64_t i = 0; i < packets_; ++i) headers[i].next = i + 1 < packets_ ? packets_ + i + 1 : 0;
  buffer->freeStack = packets_;
  buffer->readyStack = 0;
  signal->kind = 1;  // HSA user signal
  signal->eventMailbox = reinterpret_cast<std::uint64_t>(memory_ + kMailboxOffset);
  std::lock_guard lock(buffersMutex);
  liveBuffers().insert(this);
  ir::setMessageHandler(onMessage);
}

HostcallBuffer::~HostcallBuffer() {
  {
    std::lock_guard lock(buffersMutex);
    liveBuffers().erase(this);
  }
  device_.release(memory_);
}

void HostcallBuffer::serve() {
  auto* buffer = reinterpret_cast<Buffer*>(memory_);
  std::uint64_t ready = std::atomic_ref(buffer->readyStack).exchange(0, std::memory_order_acquire);
  if (!ready) return;
  auto* headers = reinterpret_cast<Header*>(buffer->headers);
  auto* payloads = reinterpret_cast<Payload*>(buffer->payloads);
  // The stack lists the packets newest first; serve them in the order sent.
  std::vector<std::uint64_t> order;
  for (std::uint64_t p = ready; p && order.size() <= packets_; p = headers[p & buffer->indexMask].next) order.push_back(p);
  std::reverse(order.begin(), order.end());
  for (std::uint64_t p : order) {
    Header& header = headers[p & buffer->indexMask];
    Payload& payload = payloads[p & buffer->indexMask];
    for (unsigned lane = 0; lane < 64; ++lane) {
      if (!(header.activeMask >> lane & 1)) continue;
      if (header.service == kServicePrintf) {
        printfService().handle(payload.lanes[lane]);
      } else if (header.service == DeviceMallocService::kHostcallService) {
        payload.lanes[lane][0] = malloc_.handle(payload.lanes[lane][0], payload.lanes[lane][1]);
        payload.lanes[lane][1] = 0;
      } else {
        reportUnknownService(header.service);
        payload.lanes[lane][0] = payload.lanes[lane][1] = 0;
      }
    }
    std::atomic_ref(header.control).fetch_and(~kReadyBit, std::memory_order_release);
  }
}

}  // namespace gcnjit::runtime

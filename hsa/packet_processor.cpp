// The packet processor of a queue: consumes AQL packets in order from the
// read index up to the write index, each once its header's type is valid
// (producers write the header last). Kernel dispatches run to completion on
// the device; barrier-AND/OR packets wait for their dependency signals to
// reach 0. Packets run one at a time, so every barrier bit and fence is
// honoured by order; memory is the host's, coherent for every agent, and
// the completion signal is decremented with release semantics after the
// packet's work, after the slot is released and the read index moved on
// (so a waiter on it sees the packet consumed). A failure (kernel fault, malformed packet) is reported
// through the queue's error callback, as ROCm does, and the queue stops.
#include <cstdio>
#include <string>
#include <thread>

#include "hsa/executable.h"
#include "hsa/queue.h"
#include "hsa/runtime.h"
#include "hsa/svm_ranges.h"

namespace gcnjit::hsa {
namespace {

std::uint8_t packetType(std::uint16_t header) { return std::uint8_t(header & 0xff); }

std::atomic_ref<std::uint16_t> headerOf(void* packet) {
  return std::atomic_ref<std::uint16_t>(*static_cast<std::uint16_t*>(packet));
}

// Records when the packet ran (hsa_amd_profiling_get_dispatch_time reads
// it) and decrements the signal.
void completeSignal(hsa_signal_t handle, std::uint64_t start) {
  if (handle.handle == 0) return;
  if (SignalRef signal = signalFrom(handle)) {
    signal->abi.start_ts = start;
    signal->abi.end_ts = timestampNow();
    signal->value().fetch_sub(1, std::memory_order_release);
    Signal::announceChange();
  }
}

}  // namespace

void Queue::process() {
  ChangeWatch watch;
  auto* packets = static_cast<std::uint8_t*>(ring_);
  const std::uint32_t size = amd_->hsa_queue.size;
  while (!stop_.load()) {
    std::uint64_t read = readIndex().load(std::memory_order_relaxed);
    void* slot = packets + (read % size) * 64;
    if (read >= writeIndex().load(std::memory_order_acquire) ||
        packetType(headerOf(slot).load(std::memory_order_acquire)) == HSA_PACKET_TYPE_INVALID) {
      watch.sleep(std::chrono::steady_clock::time_point::max());
      continue;
    }
    // Every packet type keeps its completion signal at the same offset.
    hsa_signal_t completion = static_cast<const hsa_barrier_and_packet_t*>(slot)->completion_signal;
    std::uint64_t start = timestampNow();
    bool completed = runPacket(read);
    headerOf(slot).store(HSA_PACKET_TYPE_INVALID, std::memory_order_release);
    readIndex().store(read + 1, std::memory_order_release);
    if (completed) completeSignal(completion, start);
    Signal::announceChange();
  }
}

bool Queue::runPacket(std::uint64_t index) {
  void* slot = static_cast<std::uint8_t*>(ring_) + (index % amd_->hsa_queue.size) * 64;
  switch (packetType(headerOf(slot).load(std::memory_order_acquire))) {
    case HSA_PACKET_TYPE_KERNEL_DISPATCH:
      return runDispatch(*static_cast<const hsa_kernel_dispatch_packet_t*>(slot));
    case HSA_PACKET_TYPE_BARRIER_AND: return runBarrier(*static_cast<const hsa_barrier_and_packet_t*>(slot), true);
    case HSA_PACKET_TYPE_BARRIER_OR: return runBarrier(*static_cast<const hsa_barrier_and_packet_t*>(slot), false);
    default:
      reportError(HSA_STATUS_ERROR_INVALID_PACKET_FORMAT,
                  ("packet " + std::to_string(index) + " has a type this queue does not run").c_str());
      return false;
  }
}

bool Queue::runDispatch(const hsa_kernel_dispatch_packet_t& packet) {
  const Symbol* symbol = kernelAt(packet.kernel_object);
  if (!symbol) {
    reportError(HSA_STATUS_ERROR_INVALID_PACKET_FORMAT, "kernel_object is no loaded kernel's descriptor");
    return false;
  }
  runtime::LaunchDims dims;
  unsigned dimensions = packet.setup & 3;
  std::uint16_t workgroup[3] = {packet.workgroup_size_x, packet.workgroup_size_y, packet.workgroup_size_z};
  std::uint32_t grid[3] = {packet.grid_size_x, packet.grid_size_y, packet.grid_size_z};
  for (unsigned d = 0; d < 3; ++d) {
    dims.workgroup[d] = d < dimensions ? workgroup[d] : 1;
    dims.grid[d] = d < dimensions ? grid[d] : 1;
    if (dims.workgroup[d] == 0 || dims.grid[d] == 0) dimensions = 0;
  }
  if (dimensions == 0) {
    reportError(HSA_STATUS_ERROR_INVALID_PACKET_FORMAT, "a dispatch with 0 dimensions or an empty grid or workgroup");
    return false;
  }
  std::uint32_t staticLds = symbol->kernel->descriptor.groupSegmentFixedSize;
  dims.dynamicLds = packet.group_segment_size > staticLds ? packet.group_segment_size - staticLds : 0;
  dims.cooperative = cooperative_;
  dims.runBesideOthers = true;  // queues are served together, as a GPU's are
  svmRanges().forgetUnmapped();
  try {
    Runtime::get().device().launchPacket(*symbol->image, *symbol->kernel, dims,
                                         reinterpret_cast<std::uint64_t>(&packet),
                                         reinterpret_cast<std::uint64_t>(packet.kernarg_address),
                                         reinterpret_cast<std::uint64_t>(amd_));
  } catch (const runtime::LaunchError& e) {
    std::fprintf(stderr, "gcnjit HSA: %s\n", e.what());
    bool memory = e.cause() == runtime::LaunchError::Cause::MemoryFault;
    reportError(memory ? hsa_status_t(HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION) : HSA_STATUS_ERROR_EXCEPTION,
                e.what());
    return false;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gcnjit HSA: %s\n", e.what());
    reportError(HSA_STATUS_ERROR_EXCEPTION, e.what());
    return false;
  }
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return true;
}

bool Queue::runBarrier(const hsa_barrier_and_packet_t& packet, bool all) {
  std::vector<SignalRef> signals;  // held while the barrier waits
  for (hsa_signal_t dependency : packet.dep_signal) {
    if (dependency.handle == 0) continue;
    SignalRef signal = signalFrom(dependency);
    if (!signal) {
      reportError(HSA_STATUS_ERROR_INVALID_SIGNAL, "a barrier packet's dependency is no signal");
      return false;
    }
    signals.push_back(std::move(signal));
  }
  ChangeWatch watch;
  auto satisfied = [&] {
    std::size_t zero = 0;
    for (const SignalRef& signal : signals) zero += signal->value().load(std::memory_order_acquire) == 0;
    return signals.empty() || (all ? zero == signals.size() : zero > 0);
  };
  while (!satisfied()) {
    if (stop_.load()) return false;
    watch.sleep(std::chrono::steady_clock::time_point::max());
  }
  return true;
}

void Queue::reportError(hsa_status_t status, const char* what) {
  if (!callback_) {
    std::fprintf(stderr, "gcnjit HSA: queue error: %s\n", what);
    return;
  }
  std::thread([callback = callback_, queue = hsaQueue(), data = callbackData_, status] {
    callback(status, queue, data);
  }).detach();
}

}  // namespace gcnjit::hsa

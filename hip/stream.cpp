#include "hip/stream.h"

#include <map>
#include <memory>
#include <vector>

#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/runtime.h"

namespace gcnjit::hip {
namespace {

// The live streams, each owned here and by whoever is waiting for it: a
// stream destroyed on one thread while another synchronizes all of them is
// deleted by the last of the two.
using StreamRef = std::shared_ptr<ihipStream_t>;
std::mutex streamsMutex;
std::map<hipStream_t, StreamRef>& streams() {
  static auto* live = new std::map<hipStream_t, StreamRef>();  // never destroyed, like the Runtime
  return *live;
}

constexpr int kAnyDevice = -1;

// The live streams of `device` (kAnyDevice: of all devices).
std::vector<StreamRef> liveStreams(bool blockingOnly, int device) {
  std::lock_guard lock(streamsMutex);
  std::vector<StreamRef> found;
  for (const auto& [handle, stream] : streams())
    if ((!blockingOnly || !(stream->flags & hipStreamNonBlocking)) && (device == kAnyDevice || stream->device == device))
      found.push_back(stream);
  return found;
}

void synchronizeEach(const std::vector<StreamRef>& each) {
  for (const StreamRef& s : each) s->synchronize();
}

// Each device's null stream: its queue and worker, made on first use and
// never destroyed, like the Runtime.
ihipStream_t& legacyStream(int device) {
  static std::mutex mutex;
  static auto* legacy = new std::map<int, ihipStream_t*>();
  std::lock_guard lock(mutex);
  ihipStream_t*& stream = (*legacy)[device];
  if (!stream) stream = new ihipStream_t(device, hipStreamDefault, 0, {});
  return *stream;
}

// Submissions take their tickets in one global order (see stream.h).
std::mutex submitMutex;

}  // namespace

bool isNullStream(hipStream_t stream) { return stream == nullptr; }

namespace {

// The calling thread's hipStreamPerThread.
struct PerThreadStream {
  hipStream_t handle = nullptr;
  ~PerThreadStream() {
    if (!handle) return;
    forgetStream(handle);
    destroyStream(handle);
  }
};
thread_local PerThreadStream perThreadStream;

}  // namespace

hipStream_t resolve(hipStream_t stream) {
  if (stream != hipStreamPerThread) return stream;
  if (!perThreadStream.handle) perThreadStream.handle = createStream(hipStreamDefault, 0);
  return perThreadStream.handle;
}

bool validStream(hipStream_t stream) {
  stream = resolve(stream);
  if (isNullStream(stream)) return true;
  std::lock_guard lock(streamsMutex);
  return streams().count(stream) != 0;
}

int streamDevice(hipStream_t stream) {
  stream = resolve(stream);
  return isNullStream(stream) ? Runtime::currentDevice() : stream->device;
}

hipStream_t createStream(unsigned flags, int priority, std::vector<std::uint32_t> cuMask) {
  auto stream = std::make_shared<ihipStream_t>(Runtime::currentDevice(), flags, priority, std::move(cuMask));
  std::lock_guard lock(streamsMutex);
  streams().emplace(stream.get(), stream);
  return stream.get();
}

void destroyStream(hipStream_t stream) {
  StreamRef owned;
  {
    std::lock_guard lock(streamsMutex);
    auto it = streams().find(stream);
    if (it == streams().end()) return;
    owned = it->second;
  }
  // The queued work finishes here, on the caller's thread: a null-stream
  // operation may hold the stream too (it waits for its work), and the last
  // holder joins the stream's worker, which must not be a worker other
  // streams wait for.
  owned->synchronize();
  std::lock_guard lock(streamsMutex);
  streams().erase(stream);
}

void submit(hipStream_t stream, std::function<void()> operation) {
  stream = resolve(stream);
  int device = streamDevice(stream);
  std::lock_guard lock(submitMutex);
  ihipStream_t& legacy = legacyStream(device);
  if (isNullStream(stream)) {
    // Wait for the device's blocking streams' work queued so far (each kept
    // alive until then, even if destroyed meanwhile).
    std::vector<std::pair<StreamRef, std::uint64_t>> before;
    for (StreamRef& s : liveStreams(true, device))
      if (std::uint64_t ticket = s->submitted(); !s->reached(ticket)) before.emplace_back(std::move(s), ticket);
    if (before.empty()) {
      legacy.enqueue(std::move(operation));
      return;
    }
    legacy.enqueue([before = std::move(before), operation = std::move(operation)] {
      for (const auto& [s, ticket] : before) s->waitFor(ticket);
      operation();
    });
    return;
  }
  std::uint64_t nullTicket = legacy.submitted();
  if (stream->flags & hipStreamNonBlocking || legacy.reached(nullTicket)) {
    stream->enqueue(std::move(operation));
    return;
  }
  stream->enqueue([&legacy, nullTicket, operation = std::move(operation)] {
    legacy.waitFor(nullTicket);
    operation();
  });
}

void joinStreams(const std::vector<hipStream_t>& handles) {
  // Each stream's queue, kept alive until the waits are done.
  std::vector<StreamRef> queues;
  for (hipStream_t handle : handles) {
    handle = resolve(handle);
    if (isNullStream(handle)) {
      queues.emplace_back(StreamRef(), &legacyStream(Runtime::currentDevice()));  // never destroyed
      continue;
    }
    std::lock_guard lock(streamsMutex);
    queues.push_back(streams().at(handle));
  }
  std::vector<std::uint64_t> tickets;
  for (const StreamRef& queue : queues) tickets.push_back(queue->submitted());
  // Each stream waits for the others only: it runs its own work in order
  // anyway, and a reference to itself in its own queue could be the last
  // one once the program destroys the stream, whose destructor would then
  // run on (and join) its own worker thread.
  for (hipStream_t handle : handles) {
    std::vector<StreamRef> others;
    std::vector<std::uint64_t> otherTickets;
    for (std::size_t i = 0; i < queues.size(); ++i) {
      if (queues[i].get() == resolve(handle)) continue;
      others.push_back(queues[i]);
      otherTickets.push_back(tickets[i]);
    }
    submit(handle, [others = std::move(others), otherTickets = std::move(otherTickets)] {
      for (std::size_t i = 0; i < others.size(); ++i) others[i]->waitFor(otherTickets[i]);
    });
  }
}

hipError_t enqueue(hipStream_t stream, bool blocking, std::function<void()> operation) {
  stream = resolve(stream);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  submit(stream, std::move(operation));
  if (!blocking) return hipSuccess;
  synchronize(stream);
  return setLastError(takeAsyncError());
}

void synchronize(hipStream_t stream) {
  stream = resolve(stream);
  if (!isNullStream(stream)) return stream->synchronize();
  int device = Runtime::currentDevice();
  legacyStream(device).synchronize();
  synchronizeEach(liveStreams(true, device));
}

bool nullStreamIdle() { return legacyStream(Runtime::currentDevice()).idle(); }

void synchronizeDevice(int device) {
  legacyStream(device).synchronize();
  synchronizeEach(liveStreams(false, device));
}

void synchronizeAll() {
  for (int device = 0; device < Runtime::get().deviceCount(); ++device) synchronizeDevice(device);
}

}  // namespace gcnjit::hip

ihipStream_t::ihipStream_t(int deviceIndex, unsigned flagBits, int priorityLevel, std::vector<std::uint32_t> mask)
    : device(deviceIndex),
      flags(flagBits), priority(priorityLevel), cuMask(std::move(mask)), worker_([this] { work(); }) {}

ihipStream_t::~ihipStream_t() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  worker_.join();
}

std::uint64_t ihipStream_t::enqueue(std::function<void()> operation) {
  std::uint64_t ticket;
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(operation));
    ticket = ++submitted_;
  }
  changed_.notify_all();
  return ticket;
}

std::uint64_t ihipStream_t::submitted() {
  std::lock_guard lock(mutex_);
  return submitted_;
}

void ihipStream_t::waitFor(std::uint64_t ticket) {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return completed_ >= ticket; });
}

bool ihipStream_t::reached(std::uint64_t ticket) {
  std::lock_guard lock(mutex_);
  return completed_ >= ticket;
}

void ihipStream_t::synchronize() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return queue_.empty() && !busy_; });
}

bool ihipStream_t::idle() {
  std::lock_guard lock(mutex_);
  return queue_.empty() && !busy_;
}

void ihipStream_t::work() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stopping, and the queued work is done
    std::function<void()> operation = std::move(queue_.front());
    queue_.pop_front();
    busy_ = true;
    lock.unlock();
    operation();
    lock.lock();
    busy_ = false;
    ++completed_;
    changed_.notify_all();
    // What the operation holds (streams it waited for) goes after its
    // completion is known and outside the lock.
    lock.unlock();
    operation = nullptr;
    lock.lock();
  }
}

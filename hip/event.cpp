#include "hip/event.h"

#include <unordered_set>

#include "hip/stream.h"

void ihipEvent_t::record(hipStream_t stream) {
  std::uint64_t ticket;
  {
    std::lock_guard lock(mutex_);
    ticket = ++records_;
  }
  // Notified under the lock: a waiter may destroy the event (hipEventDestroy)
  // as soon as it sees the record complete.
  gcnjit::hip::submit(stream, [this, ticket] {
    std::lock_guard lock(mutex_);
    time_ = std::chrono::steady_clock::now();
    completed_ = std::max(completed_, ticket);
    done_.notify_all();
  });
}

void ihipEvent_t::synchronize() {
  std::unique_lock lock(mutex_);
  std::uint64_t ticket = records_;
  done_.wait(lock, [&] { return completed_ >= ticket; });
}

hipError_t ihipEvent_t::query() {
  std::lock_guard lock(mutex_);
  return completed_ >= records_ ? hipSuccess : hipErrorNotReady;
}

void ihipEvent_t::makeWait(hipStream_t stream) {
  std::uint64_t ticket;
  {
    std::lock_guard lock(mutex_);
    ticket = records_;
  }
  gcnjit::hip::submit(stream, [this, ticket] {
    std::unique_lock lock(mutex_);
    done_.wait(lock, [&] { return completed_ >= ticket; });
  });
}

hipError_t ihipEvent_t::elapsed(float* ms, ihipEvent_t* start, ihipEvent_t* stop) {
  if (!ms) return hipErrorInvalidValue;
  if (!gcnjit::hip::liveEvent(start) || !gcnjit::hip::liveEvent(stop)) return hipErrorInvalidHandle;
  if ((start->flags | stop->flags) & hipEventDisableTiming) return hipErrorInvalidHandle;
  struct Snapshot {
    bool recorded, complete;
    std::chrono::steady_clock::time_point time;
  };
  auto snapshot = [](ihipEvent_t* e) {
    std::lock_guard lock(e->mutex_);
    return Snapshot{e->records_ != 0, e->completed_ >= e->records_, e->time_};
  };
  Snapshot a = snapshot(start), b = snapshot(stop);
  if (!a.recorded || !b.recorded) return hipErrorInvalidHandle;
  if (!a.complete || !b.complete) return hipErrorNotReady;
  *ms = std::chrono::duration<float, std::milli>(b.time - a.time).count();
  return hipSuccess;
}

namespace gcnjit::hip {
namespace {
std::mutex liveEventsMutex;
std::unordered_set<hipEvent_t>& liveEvents() {
  static auto* events = new std::unordered_set<hipEvent_t>();
  return *events;
}
}  // namespace

hipEvent_t createEvent(unsigned flags, int device) {
  auto* event = new ihipEvent_t(flags, device);
  std::lock_guard lock(liveEventsMutex);
  liveEvents().insert(event);
  return event;
}

bool liveEvent(hipEvent_t event) {
  std::lock_guard lock(liveEventsMutex);
  return event && liveEvents().count(event);
}

void destroyEvent(hipEvent_t event) {
  {
    std::lock_guard lock(liveEventsMutex);
    liveEvents().erase(event);
  }
  delete event;
}
}  // namespace gcnjit::hip

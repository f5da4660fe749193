#include "hip/stream.h"

#include <memory>
#include <set>

#include "hip/errors.h"

namespace gcnjit::hip {
namespace {

std::mutex streamsMutex;
std::set<hipStream_t>& streams() {
  static auto* live = new std::set<hipStream_t>();  // never destroyed, like the Runtime
  return *live;
}

std::vector<hipStream_t> blockingStreams() {
  std::lock_guard lock(streamsMutex);
  std::vector<hipStream_t> blocking;
  for (hipStream_t s : streams())
    if (!(s->flags & hipStreamNonBlocking)) blocking.push_back(s);
  return blocking;
}

}  // namespace

bool isNullStream(hipStream_t stream) { return stream == nullptr || stream == hipStreamPerThread; }

bool validStream(hipStream_t stream) {
  if (isNullStream(stream)) return true;
  std::lock_guard lock(streamsMutex);
  return streams().count(stream) != 0;
}

hipStream_t createStream(unsigned flags, int priority) {
  auto* stream = new ihipStream_t(flags, priority);
  std::lock_guard lock(streamsMutex);
  streams().insert(stream);
  return stream;
}

void destroyStream(hipStream_t stream) {
  {
    std::lock_guard lock(streamsMutex);
    streams().erase(stream);
  }
  delete stream;
}

void submit(hipStream_t stream, std::function<void()> operation) {
  if (!isNullStream(stream)) return stream->enqueue(std::move(operation));
  for (hipStream_t s : blockingStreams()) s->synchronize();
  operation();
}

hipError_t enqueue(hipStream_t stream, bool blocking, std::function<void()> operation) {
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  submit(stream, std::move(operation));
  if (!blocking) return hipSuccess;
  synchronize(stream);
  return setLastError(takeAsyncError());
}

void synchronize(hipStream_t stream) {
  if (!isNullStream(stream)) return stream->synchronize();
  for (hipStream_t s : blockingStreams()) s->synchronize();
}

void synchronizeAll() {
  std::vector<hipStream_t> all;
  {
    std::lock_guard lock(streamsMutex);
    all.assign(streams().begin(), streams().end());
  }
  for (hipStream_t s : all) s->synchronize();
}

}  // namespace gcnjit::hip

ihipStream_t::ihipStream_t(unsigned flagBits, int priorityLevel)
    : flags(flagBits), priority(priorityLevel), worker_([this] { work(); }) {}

ihipStream_t::~ihipStream_t() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  worker_.join();
}

void ihipStream_t::enqueue(std::function<void()> operation) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(operation));
  }
  changed_.notify_all();
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
    changed_.notify_all();
  }
}

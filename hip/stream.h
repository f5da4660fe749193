// Streams: each created stream has a worker thread that runs its operations
// (launches, copies, event records, callbacks) in order. The null stream
// (and hipStreamPerThread) runs operations on the calling thread, after the
// work queued on blocking streams, as HIP's legacy default stream orders it.
#pragma once

#include <hip/hip_runtime_api.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

struct ihipStream_t {
  ihipStream_t(unsigned flags, int priority, std::vector<std::uint32_t> cuMask);
  ~ihipStream_t();  // finishes the queued work
  ihipStream_t(const ihipStream_t&) = delete;
  ihipStream_t& operator=(const ihipStream_t&) = delete;

  void enqueue(std::function<void()> operation);
  void synchronize();
  bool idle();

  const unsigned flags;
  const int priority;
  // hipExtStreamCreateWithCUMask's mask (empty: all compute units). Kept and
  // reported only: every dispatch runs on all the device's workers.
  const std::vector<std::uint32_t> cuMask;

 private:
  void work();
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::function<void()>> queue_;
  bool busy_ = false;
  bool stopping_ = false;
  std::thread worker_;
};

namespace gcnjit::hip {

// Stream priorities as AMD's runtime has them: -1 (high), 0, 1 (low);
// others are clamped into the range. Work runs in each stream's order
// whatever its priority.
constexpr int kGreatestStreamPriority = -1;
constexpr int kLeastStreamPriority = 1;

bool isNullStream(hipStream_t stream);
// Whether `stream` is the null stream or a live created stream.
bool validStream(hipStream_t stream);
hipStream_t createStream(unsigned flags, int priority, std::vector<std::uint32_t> cuMask = {});
void destroyStream(hipStream_t stream);
// Runs `operation` in `stream`'s order (see above).
void submit(hipStream_t stream, std::function<void()> operation);
// The same for API calls: hipErrorInvalidHandle (also the thread's last
// error) for an unknown stream; a blocking call waits for the operation and
// returns a kernel error left pending.
hipError_t enqueue(hipStream_t stream, bool blocking, std::function<void()> operation);
// Waits for `stream`'s work; for the null stream, for all blocking streams'.
void synchronize(hipStream_t stream);
void synchronizeAll();

}  // namespace gcnjit::hip

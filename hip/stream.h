// Streams: each stream has a worker thread that runs its operations
// (launches, copies, event records, callbacks) in order, the null stream
// too, so the caller returns while its work is
// queued, as on a GPU. A stream belongs to the device current when it was
// created; each device has its own null stream, the one the null handle
// names on a thread whose current device it is. The null stream is HIP's
// legacy default stream: an operation on it waits for the work queued on
// its device's blocking streams before it, and an operation on a blocking
// stream waits for its device's null stream's work queued before it. Each stream numbers its operations (tickets), and such
// a wait is for a ticket taken when the operation was submitted, so a
// stream's later work is never waited for (and no two waits form a cycle).
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
  ihipStream_t(int device, unsigned flags, int priority, std::vector<std::uint32_t> cuMask);
  ~ihipStream_t();  // finishes the queued work
  ihipStream_t(const ihipStream_t&) = delete;
  ihipStream_t& operator=(const ihipStream_t&) = delete;

  // Queues `operation`; returns its ticket (1, 2, ...).
  std::uint64_t enqueue(std::function<void()> operation);
  std::uint64_t submitted();
  // Waits until the operation with `ticket` and those before have run.
  void waitFor(std::uint64_t ticket);
  bool reached(std::uint64_t ticket);
  void synchronize();
  bool idle();

  const int device;
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
  std::uint64_t submitted_ = 0, completed_ = 0;
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

bool isNullStream(hipStream_t stream);  // the legacy null stream (0)
// hipStreamPerThread is each host thread's own blocking stream, made on the
// thread's first use and destroyed when it ends: resolve() gives its handle
// (and any other stream unchanged). Every function here resolves its
// stream itself; API code resolves before using a stream's fields.
hipStream_t resolve(hipStream_t stream);
// Whether `stream` is the null stream or a live created stream.
bool validStream(hipStream_t stream);
// The device a valid stream runs on (the null stream: the current device's).
int streamDevice(hipStream_t stream);
hipStream_t createStream(unsigned flags, int priority, std::vector<std::uint32_t> cuMask = {});
void destroyStream(hipStream_t stream);
// Runs `operation` in `stream`'s order (see above).
void submit(hipStream_t stream, std::function<void()> operation);
// The same for API calls: hipErrorInvalidHandle (also the thread's last
// error) for an unknown stream; a blocking call waits for the operation and
// returns a kernel error left pending.
hipError_t enqueue(hipStream_t stream, bool blocking, std::function<void()> operation);
// Makes the work submitted next to each of `streams` (valid ones) wait for
// the work submitted so far to all of them.
void joinStreams(const std::vector<hipStream_t>& streams);
// Waits for `stream`'s work; for the null stream, for its device's
// blocking streams' too.
void synchronize(hipStream_t stream);
// Waits for the work of every stream of every device.
void synchronizeAll();
// Waits for the work of every stream of `device` (hipDeviceSynchronize).
void synchronizeDevice(int device);
// Whether the current device's null stream has run all its work.
bool nullStreamIdle();

}  // namespace gcnjit::hip

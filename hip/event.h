// Events: a record is an operation in a stream's order; the event completes
// when the stream reaches it and takes the host's steady clock then.
#pragma once

#include <hip/hip_runtime_api.h>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>

struct ihipEvent_t {
  // `deviceIndex`: the device current at creation, whose streams may record it.
  ihipEvent_t(unsigned flagBits, int deviceIndex) : flags(flagBits), device(deviceIndex) {}

  void record(hipStream_t stream);
  void synchronize();
  // hipSuccess when the last record has completed (or there was none),
  // else hipErrorNotReady.
  hipError_t query();
  // Makes `stream` wait for the record made last before this call.
  void makeWait(hipStream_t stream);
  // Milliseconds from `start` to `stop` (hipEventElapsedTime's rules).
  static hipError_t elapsed(float* ms, ihipEvent_t* start, ihipEvent_t* stop);

  const unsigned flags;
  const int device;

 private:
  std::mutex mutex_;
  std::condition_variable done_;
  std::uint64_t records_ = 0;    // records asked for
  std::uint64_t completed_ = 0;  // the last record that completed
  std::chrono::steady_clock::time_point time_;
};

namespace gcnjit::hip {
// Events are created and destroyed here, so a made-up or destroyed handle is
// an error code instead of a host crash.
hipEvent_t createEvent(unsigned flags, int device);
bool liveEvent(hipEvent_t event);
void destroyEvent(hipEvent_t event);
}  // namespace gcnjit::hip

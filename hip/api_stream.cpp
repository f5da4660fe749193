// Stream and event API (see stream.h and event.h for the ordering rules).
#include <hip/hip_runtime_api.h>

#include <algorithm>
#include <thread>
#include <vector>

#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/event.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::setLastError;
using gcnjit::hip::validStream;

namespace {

// hipStreamWaitValue's conditions on the masked value at the address.
template <class T>
bool satisfied(T current, T value, unsigned flags) {
  switch (flags) {
    case hipStreamWaitValueGte: return current >= value;
    case hipStreamWaitValueEq: return current == value;
    case hipStreamWaitValueAnd: return (current & value) != 0;
    case hipStreamWaitValueNor: return T(~(current | value)) != 0;
  }
  return true;
}

template <class T>
hipError_t waitValue(hipStream_t stream, void* ptr, T value, unsigned flags, T mask) {
  if (!ptr || flags > hipStreamWaitValueNor) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (gcnjit::hip::isCapturing(stream)) return setLastError(hipErrorStreamCaptureUnsupported);
  gcnjit::hip::submit(stream, [=] {
    auto* word = static_cast<T*>(ptr);
    while (!satisfied<T>(__atomic_load_n(word, __ATOMIC_ACQUIRE) & mask, value, flags)) std::this_thread::yield();
  });
  return hipSuccess;
}

template <class T>
hipError_t writeValue(hipStream_t stream, void* ptr, T value) {
  if (!ptr) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (gcnjit::hip::isCapturing(stream)) return setLastError(hipErrorStreamCaptureUnsupported);
  gcnjit::hip::submit(stream, [=] { __atomic_store_n(static_cast<T*>(ptr), value, __ATOMIC_RELEASE); });
  return hipSuccess;
}

// AMD 5.2: flags other than hipStreamDefault and hipStreamNonBlocking are
// hipErrorInvalidValue.
hipError_t create(hipStream_t* stream, unsigned flags, int priority, std::vector<std::uint32_t> cuMask = {}) {
  if (!stream || (flags != hipStreamDefault && flags != hipStreamNonBlocking)) return setLastError(hipErrorInvalidValue);
  priority = std::clamp(priority, gcnjit::hip::kGreatestStreamPriority, gcnjit::hip::kLeastStreamPriority);
  *stream = gcnjit::hip::createStream(flags, priority, std::move(cuMask));
  return hipSuccess;
}

// AMD 5.2 reports a stream that does not exist (destroyed) so.
hipError_t unknownStream() { return setLastError(hipErrorContextIsDestroyed); }

// The mask of the device's compute units (worker threads), 32 a word.
std::vector<std::uint32_t> allComputeUnits() {
  unsigned units = gcnjit::hip::Runtime::get().device().threads();
  std::vector<std::uint32_t> mask((units + 31) / 32, 0);
  for (unsigned u = 0; u < units; ++u) mask[u / 32] |= 1u << (u % 32);
  return mask;
}

}  // namespace

extern "C" {

hipError_t hipStreamCreate(hipStream_t* stream) { return create(stream, hipStreamDefault, 0); }
hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) { return create(stream, flags, 0); }
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority) {
  return create(stream, flags, priority);
}

// The null stream and hipStreamPerThread are not the caller's to destroy.
hipError_t hipStreamDestroy(hipStream_t stream) {
  if (gcnjit::hip::isNullStream(stream) || stream == hipStreamPerThread) return setLastError(hipErrorInvalidHandle);
  if (!validStream(stream)) return unknownStream();
  gcnjit::hip::forgetStream(stream);
  gcnjit::hip::destroyStream(stream);
  return hipSuccess;
}

// AMD 5.2: a capturing stream has nothing to wait for and refuses.
hipError_t hipStreamSynchronize(hipStream_t stream) {
  if (!validStream(stream)) return unknownStream();
  if (gcnjit::hip::isCapturing(stream)) return setLastError(hipErrorStreamCaptureUnsupported);
  gcnjit::hip::synchronize(stream);
  return setLastError(gcnjit::hip::takeAsyncError());
}

hipError_t hipStreamQuery(hipStream_t stream) {
  stream = gcnjit::hip::resolve(stream);
  if (!validStream(stream)) return unknownStream();
  bool idle = gcnjit::hip::isNullStream(stream) ? gcnjit::hip::nullStreamIdle() : stream->idle();
  return idle ? hipSuccess : hipErrorNotReady;
}

// AMD 5.2: the null stream is hipErrorInvalidValue here.
hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  stream = gcnjit::hip::resolve(stream);
  if (!flags || !stream) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return unknownStream();
  *flags = gcnjit::hip::isNullStream(stream) ? hipStreamDefault : stream->flags;
  return hipSuccess;
}

hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  stream = gcnjit::hip::resolve(stream);
  if (!priority || !stream) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return unknownStream();
  *priority = gcnjit::hip::isNullStream(stream) ? 0 : stream->priority;
  return hipSuccess;
}

// AMD 5.2: a null output is hipErrorInvalidHandle, an empty mask hipErrorInvalidValue.
hipError_t hipExtStreamCreateWithCUMask(hipStream_t* stream, uint32_t cuMaskSize, const uint32_t* cuMask) {
  if (!stream) return setLastError(hipErrorInvalidHandle);
  if (!cuMaskSize || !cuMask) return setLastError(hipErrorInvalidValue);
  return create(stream, hipStreamDefault, 0, std::vector<std::uint32_t>(cuMask, cuMask + cuMaskSize));
}

// The stream's mask and'ed with the device's compute units (all of them
// when the stream has none or the result would be empty), as AMD 5.2 does;
// cuMaskSize must hold the device's mask.
hipError_t hipExtStreamGetCUMask(hipStream_t stream, uint32_t cuMaskSize, uint32_t* cuMask) {
  stream = gcnjit::hip::resolve(stream);
  if (!cuMask) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return unknownStream();
  std::vector<std::uint32_t> mask = allComputeUnits();
  if (cuMaskSize < mask.size()) return setLastError(hipErrorInvalidValue);
  if (!gcnjit::hip::isNullStream(stream) && !stream->cuMask.empty()) {
    std::vector<std::uint32_t> both(mask.size(), 0);
    for (std::size_t i = 0; i < std::min(mask.size(), stream->cuMask.size()); ++i) both[i] = mask[i] & stream->cuMask[i];
    if (std::any_of(both.begin(), both.end(), [](std::uint32_t w) { return w != 0; })) mask = both;
  }
  std::copy(mask.begin(), mask.end(), cuMask);
  return hipSuccess;
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  if (!gcnjit::hip::liveEvent(event)) return setLastError(hipErrorInvalidHandle);
  if (flags) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return unknownStream();
  if (hipError_t captured; gcnjit::hip::captureEventWait(stream, event, captured)) return setLastError(captured);
  event->makeWait(stream);
  return hipSuccess;
}

hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* userData,
                                unsigned int flags) {
  if (!callback || flags) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return unknownStream();
  if (gcnjit::hip::isCapturing(stream)) return setLastError(hipErrorStreamCaptureUnsupported);
  gcnjit::hip::submit(stream, [=] { callback(stream, hipSuccess, userData); });
  return hipSuccess;
}

hipError_t hipStreamWaitValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int flags, uint32_t mask) {
  return waitValue<uint32_t>(stream, ptr, value, flags, mask);
}
hipError_t hipStreamWaitValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int flags, uint64_t mask) {
  return waitValue<uint64_t>(stream, ptr, value, flags, mask);
}
hipError_t hipStreamWriteValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int) {
  return writeValue<uint32_t>(stream, ptr, value);
}
hipError_t hipStreamWriteValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int) {
  return writeValue<uint64_t>(stream, ptr, value);
}

// Managed memory is always reachable from every stream. AMD 5.2 answers
// hipErrorInvalidValue for a null pointer or a stream it does not know.
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void* ptr, size_t, unsigned int) {
  return ptr && validStream(stream) ? hipSuccess : setLastError(hipErrorInvalidValue);
}

hipError_t hipEventCreate(hipEvent_t* event) {
  if (!event) return setLastError(hipErrorInvalidValue);
  *event = gcnjit::hip::createEvent(hipEventDefault, gcnjit::hip::Runtime::currentDevice());
  return hipSuccess;
}
hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  constexpr unsigned kKnownFlags = hipEventDefault | hipEventBlockingSync | hipEventDisableTiming |
                                   hipEventInterprocess | hipEventReleaseToDevice | hipEventReleaseToSystem;
  if (!event || (flags & ~kKnownFlags)) return setLastError(hipErrorInvalidValue);
  *event = gcnjit::hip::createEvent(flags, gcnjit::hip::Runtime::currentDevice());
  return hipSuccess;
}
hipError_t hipEventDestroy(hipEvent_t event) {
  if (!gcnjit::hip::liveEvent(event)) return setLastError(hipErrorInvalidHandle);
  event->synchronize();  // a queued record may still refer to it
  gcnjit::hip::forgetEvent(event);
  gcnjit::hip::destroyEvent(event);
  return hipSuccess;
}
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!gcnjit::hip::liveEvent(event)) return setLastError(hipErrorInvalidHandle);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  // AMD 5.2: an event records only on a stream of its own device.
  if (gcnjit::hip::streamDevice(stream) != event->device) return setLastError(hipErrorInvalidHandle);
  if (gcnjit::hip::captureEventRecord(event, stream)) return hipSuccess;
  event->record(stream);
  return hipSuccess;
}
hipError_t hipEventSynchronize(hipEvent_t event) {
  if (!gcnjit::hip::liveEvent(event)) return setLastError(hipErrorInvalidHandle);
  event->synchronize();
  return setLastError(gcnjit::hip::takeAsyncError());
}
hipError_t hipEventQuery(hipEvent_t event) {
  if (!gcnjit::hip::liveEvent(event)) return setLastError(hipErrorInvalidHandle);
  return event->query();
}
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  return setLastError(ihipEvent_t::elapsed(ms, start, stop));
}

}  // extern "C"

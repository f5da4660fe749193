// Stream and event API (see stream.h and event.h for the ordering rules).
#include <hip/hip_runtime_api.h>

#include <thread>

#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/event.h"
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

hipError_t create(hipStream_t* stream, unsigned flags, int priority) {
  if (!stream) return setLastError(hipErrorInvalidValue);
  *stream = gcnjit::hip::createStream(flags, priority);
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipStreamCreate(hipStream_t* stream) { return create(stream, hipStreamDefault, 0); }
hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) { return create(stream, flags, 0); }
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority) {
  return create(stream, flags, priority);
}

hipError_t hipStreamDestroy(hipStream_t stream) {
  if (gcnjit::hip::isNullStream(stream) || !validStream(stream)) return setLastError(hipErrorInvalidHandle);
  gcnjit::hip::forgetStream(stream);
  gcnjit::hip::destroyStream(stream);
  return hipSuccess;
}

// AMD 5.2: a capturing stream has nothing to wait for and refuses.
hipError_t hipStreamSynchronize(hipStream_t stream) {
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (gcnjit::hip::isCapturing(stream)) return setLastError(hipErrorStreamCaptureUnsupported);
  gcnjit::hip::synchronize(stream);
  return setLastError(gcnjit::hip::takeAsyncError());
}

hipError_t hipStreamQuery(hipStream_t stream) {
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (gcnjit::hip::isNullStream(stream)) return hipSuccess;  // its work ran when submitted
  return stream->idle() ? hipSuccess : hipErrorNotReady;
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  if (!flags || !validStream(stream)) return setLastError(hipErrorInvalidValue);
  *flags = gcnjit::hip::isNullStream(stream) ? hipStreamDefault : stream->flags;
  return hipSuccess;
}

hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  if (!priority || !validStream(stream)) return setLastError(hipErrorInvalidValue);
  *priority = gcnjit::hip::isNullStream(stream) ? 0 : stream->priority;
  return hipSuccess;
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  if (!event || flags) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (hipError_t captured; gcnjit::hip::captureEventWait(stream, event, captured)) return setLastError(captured);
  event->makeWait(stream);
  return hipSuccess;
}

hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* userData,
                                unsigned int flags) {
  if (!callback || flags) return setLastError(hipErrorInvalidValue);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
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

// Managed memory is always reachable from every stream.
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void*, size_t, unsigned int) {
  return validStream(stream) ? hipSuccess : setLastError(hipErrorInvalidHandle);
}

hipError_t hipEventCreate(hipEvent_t* event) {
  if (!event) return setLastError(hipErrorInvalidValue);
  *event = new ihipEvent_t(hipEventDefault);
  return hipSuccess;
}
hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  if (!event) return setLastError(hipErrorInvalidValue);
  *event = new ihipEvent_t(flags);
  return hipSuccess;
}
hipError_t hipEventDestroy(hipEvent_t event) {
  if (!event) return setLastError(hipErrorInvalidHandle);
  event->synchronize();  // a queued record may still refer to it
  gcnjit::hip::forgetEvent(event);
  delete event;
  return hipSuccess;
}
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!event) return setLastError(hipErrorInvalidHandle);
  if (!validStream(stream)) return setLastError(hipErrorInvalidHandle);
  if (gcnjit::hip::captureEventRecord(event, stream)) return hipSuccess;
  event->record(stream);
  return hipSuccess;
}
hipError_t hipEventSynchronize(hipEvent_t event) {
  if (!event) return setLastError(hipErrorInvalidHandle);
  event->synchronize();
  return setLastError(gcnjit::hip::takeAsyncError());
}
hipError_t hipEventQuery(hipEvent_t event) {
  if (!event) return setLastError(hipErrorInvalidHandle);
  return event->query();
}
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  return setLastError(ihipEvent_t::elapsed(ms, start, stop));
}

}  // extern "C"

// Stream capture: between hipStreamBeginCapture and hipStreamEndCapture the
// work submitted to a stream becomes nodes of a graph instead of running.
// Each captured node depends on the stream's current dependency set (the
// node captured last, or the nodes an awaited event was recorded after) and
// replaces it. Another stream joins the capture by waiting for an event
// recorded in a capturing stream; the capture ends on its origin stream once
// every joined stream's work has been waited for there again.
//
// The rules and error codes are those of AMD's ROCm 5.2 runtime:
// - hipStreamBeginCapture: the null stream → hipErrorStreamCaptureUnsupported,
//   a stream already capturing → hipErrorIllegalState, an unknown stream or
//   mode → hipErrorInvalidValue.
// - hipStreamEndCapture: the null stream or a stream not capturing →
//   hipErrorIllegalState, a destroyed stream → hipErrorContextIsDestroyed (as
//   AMD's hip-tests for 5.2 expect), a stream that joined the capture but did
//   not begin it → hipErrorStreamCaptureUnmatched,
//   another thread than the one that began a global or thread-local capture →
//   hipErrorStreamCaptureWrongThread, a joined stream not waited for →
//   hipErrorStreamCaptureUnjoined.
// - "Unsafe" calls (allocation, freeing; AMD's CHECK_STREAM_CAPTURE_SUPPORTED)
//   return hipErrorStreamCaptureUnsupported while this thread has a global or
//   thread-local capture, or, in global mode, any thread has a global one.
// - Synchronous copies and memsets (AMD's CHECK_STREAM_CAPTURING) return
//   hipErrorStreamCaptureImplicit while any global capture is active.
// - Synchronizing a capturing stream returns hipErrorStreamCaptureUnsupported.
// AMD 5.2 does not invalidate the capture on these errors (CUDA does), so a
// capture here is never in hipStreamCaptureStatusInvalidated either.
#pragma once

#include <hip/hip_runtime_api.h>

#include <memory>
#include <vector>

#include "hip/graph.h"

namespace gcnjit::hip {

// Whether `stream` (a created stream) takes part in a capture.
bool isCapturing(hipStream_t stream);

// Adds `node` to the capture of `stream` after its dependency set.
hipError_t captureNode(hipStream_t stream, std::unique_ptr<hipGraphNode> node);
hipError_t captureKernel(hipStream_t stream, ihipModuleSymbol_t* function, const runtime::LaunchDims& dims,
                         std::vector<std::uint8_t> arguments);
// A memset of `width` elements of `elementSize` bytes in `height` rows.
hipError_t captureMemset(hipStream_t stream, void* dst, std::size_t pitch, unsigned value, unsigned elementSize,
                         std::size_t width, std::size_t height);
hipError_t captureCopy1D(hipStream_t stream, void* dst, const void* src, std::size_t count, hipMemcpyKind kind);
hipError_t captureCopy3D(hipStream_t stream, const hipMemcpy3DParms& parameters);

// hipEventRecord in a capturing stream: the event stands for the stream's
// dependency set. Returns false (and forgets an earlier captured record)
// when `stream` is not capturing, for the caller to record it for real.
bool captureEventRecord(hipEvent_t event, hipStream_t stream);
// hipStreamWaitEvent for an event recorded in a capture, or by a capturing
// stream: `stream` joins the capture or takes the event's nodes as
// dependencies. Returns false when neither applies.
bool captureEventWait(hipStream_t stream, hipEvent_t event, hipError_t& result);
void forgetEvent(hipEvent_t event);
// A destroyed stream leaves its capture; destroying the origin drops it.
void forgetStream(hipStream_t stream);

// AMD's CHECK_STREAM_CAPTURE_SUPPORTED and CHECK_STREAM_CAPTURING (see above).
hipError_t unsafeCallAllowed();
hipError_t synchronousCallAllowed();

// Whether a memory call may run in `stream` now. If not, `result` is its
// outcome: a blocking call's error while a capture forbids it, or, in a
// capturing stream, what `capture()` returns after adding the call's node.
template <class Capture>
bool ordinaryCall(hipStream_t stream, bool blocking, hipError_t& result, Capture capture) {
  if (blocking && (result = synchronousCallAllowed())) return false;
  if (!isCapturing(stream)) return true;
  result = blocking ? hipErrorStreamCaptureUnsupported : capture();
  return false;
}

hipError_t beginCapture(hipStream_t stream, hipStreamCaptureMode mode);
hipError_t endCapture(hipStream_t stream, hipGraph_t* graph);
hipError_t captureInfo(hipStream_t stream, hipStreamCaptureStatus* status, unsigned long long* id, hipGraph_t* graph,
                       const hipGraphNode_t** dependencies, std::size_t* count);
hipError_t updateCaptureDependencies(hipStream_t stream, hipGraphNode_t* dependencies, std::size_t count,
                                     unsigned flags);
hipError_t exchangeCaptureMode(hipStreamCaptureMode* mode);

}  // namespace gcnjit::hip

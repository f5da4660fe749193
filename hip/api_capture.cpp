// Stream capture API (see capture.h for the rules).
#include <hip/hip_runtime_api.h>

#include "hip/capture.h"
#include "hip/errors.h"
#include "hip/stream.h"

using gcnjit::hip::setLastError;

extern "C" {

hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode) {
  return setLastError(gcnjit::hip::beginCapture(stream, mode));
}

hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t* pGraph) {
  return setLastError(gcnjit::hip::endCapture(stream, pGraph));
}

// AMD 5.2: an unknown stream is hipErrorInvalidValue; the null stream never captures.
hipError_t hipStreamIsCapturing(hipStream_t stream, hipStreamCaptureStatus* pCaptureStatus) {
  if (!pCaptureStatus || !gcnjit::hip::validStream(stream)) return setLastError(hipErrorInvalidValue);
  *pCaptureStatus = gcnjit::hip::isCapturing(stream) ? hipStreamCaptureStatusActive : hipStreamCaptureStatusNone;
  return hipSuccess;
}

hipError_t hipStreamGetCaptureInfo(hipStream_t stream, hipStreamCaptureStatus* pCaptureStatus,
                                   unsigned long long* pId) {
  return setLastError(gcnjit::hip::captureInfo(stream, pCaptureStatus, pId, nullptr, nullptr, nullptr));
}

hipError_t hipStreamGetCaptureInfo_v2(hipStream_t stream, hipStreamCaptureStatus* captureStatus_out,
                                      unsigned long long* id_out, hipGraph_t* graph_out,
                                      const hipGraphNode_t** dependencies_out, size_t* numDependencies_out) {
  return setLastError(gcnjit::hip::captureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out,
                                               numDependencies_out));
}

hipError_t hipStreamUpdateCaptureDependencies(hipStream_t stream, hipGraphNode_t* dependencies,
                                              size_t numDependencies, unsigned int flags) {
  return setLastError(gcnjit::hip::updateCaptureDependencies(stream, dependencies, numDependencies, flags));
}

hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode* mode) {
  return setLastError(gcnjit::hip::exchangeCaptureMode(mode));
}

}  // extern "C"

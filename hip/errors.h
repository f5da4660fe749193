// Error state of the HIP API (per host thread, as HIP's hipGetLastError) and
// the errors kernels raise asynchronously, plus gcnjit's HIP log
// (GCNJIT_HIP_LOG=1: registrations, module loads and every launch on stderr).
#pragma once

#include <hip/hip_runtime_api.h>

#include <string>

namespace gcnjit::hip {

// Records `error` as the calling thread's last error unless it is
// hipSuccess; returns it. Every API function returns through this.
hipError_t setLastError(hipError_t error);
// hipGetLastError (reset = true) and hipPeekAtLastError: the thread's last
// error, else an asynchronous error not yet reported.
hipError_t lastError(bool reset);

// A kernel that faulted: `report` goes to stderr now, and `error` is returned
// by the next synchronizing call (hipDeviceSynchronize, hipStreamSynchronize,
// a blocking hipMemcpy...) or hipGetLastError, once.
void raiseAsyncError(hipError_t error, const std::string& report);
// The pending asynchronous error (hipSuccess if none), cleared.
hipError_t takeAsyncError();

bool logEnabled();
// printf-style line on stderr prefixed "gcnjit HIP: ", when logEnabled().
void log(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace gcnjit::hip

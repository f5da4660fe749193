#include "hip/errors.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace gcnjit::hip {
namespace {

thread_local hipError_t threadLastError = hipSuccess;
std::atomic<int> asyncError{hipSuccess};

}  // namespace

hipError_t setLastError(hipError_t error) {
  if (error != hipSuccess) threadLastError = error;
  return error;
}

hipError_t lastError(bool reset) {
  hipError_t error = threadLastError;
  if (error == hipSuccess) error = reset ? takeAsyncError() : hipError_t(asyncError.load());
  if (reset) threadLastError = hipSuccess;
  return error;
}

void raiseAsyncError(hipError_t error, const std::string& report) {
  std::fprintf(stderr, "gcnjit HIP: %s\n", report.c_str());
  asyncError.store(error);
}

hipError_t takeAsyncError() { return hipError_t(asyncError.exchange(hipSuccess)); }

bool logEnabled() {
  static const bool enabled = [] {
    const char* value = std::getenv("GCNJIT_HIP_LOG");
    return value && *value && *value != '0';
  }();
  return enabled;
}

void log(const char* format, ...) {
  if (!logEnabled()) return;
  char line[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(line, sizeof line, format, args);
  va_end(args);
  std::fprintf(stderr, "gcnjit HIP: %s\n", line);
}

}  // namespace gcnjit::hip

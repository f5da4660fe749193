#include "hip/not_supported.h"

#include <cstdio>
#include <mutex>
#include <set>
#include <string>

#include <hip/hip_runtime_api.h>

#include "hip/errors.h"

namespace gcnjit::hip {

int notSupported(const char* name) {
  static std::mutex mutex;
  static std::set<std::string> reported;
  {
    std::lock_guard lock(mutex);
    if (reported.insert(name).second) std::fprintf(stderr, "gcnjit HIP: %s is not supported\n", name);
  }
  (void)setLastError(hipErrorNotSupported);
  return hipErrorNotSupported;
}

}  // namespace gcnjit::hip

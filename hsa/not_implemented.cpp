#include "hsa/not_implemented.h"

#include <hsa/hsa.h>

#include <cstdio>
#include <mutex>
#include <set>
#include <string>

namespace gcnjit::hsa {

int notImplemented(const char* name) {
  static std::mutex mutex;
  static std::set<std::string> reported;
  std::lock_guard lock(mutex);
  if (reported.insert(name).second) std::fprintf(stderr, "gcnjit HSA: %s is not implemented\n", name);
  return HSA_STATUS_ERROR;
}

}  // namespace gcnjit::hsa

// PLACEHOLDER until the loader lands.
#include <cstdio>

#include "commands.h"

namespace gcnjit::cli {
int runInfo(const Args&) {
  std::fputs("gcnjit info: not implemented yet\n", stderr);
  return 1;
}
}  // namespace gcnjit::cli

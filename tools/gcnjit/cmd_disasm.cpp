// PLACEHOLDER until the loader lands.
#include <cstdio>

#include "commands.h"

namespace gcnjit::cli {
int runDisasm(const Args&) {
  std::fputs("gcnjit disasm: not implemented yet\n", stderr);
  return 1;
}
}  // namespace gcnjit::cli

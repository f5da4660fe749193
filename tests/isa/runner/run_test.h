// Runs one test file: per target, lift the assembled bytes, then per case
// interpret the IR as lifted and after the default pass pipeline, run the
// optimised IR compiled by the x64 backend for every host ISA it can run
// here, and check each final state against the case's expectations.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "test_file.h"

namespace gcnjit::isatest {

struct RunResult {
  unsigned runs = 0;      // (target, case) pairs run
  unsigned failures = 0;  // of them, the ones that failed
  std::vector<std::string> reports;  // one line per problem
};

// `binDir` holds "<name>.<target>.bin" (or "<family>/<name>.<target>.bin").
// In self-test mode, a case with `expect-report:` lines passes when it fails
// exactly with those reports.
RunResult runTestFile(const TestFile& file, const std::string& binDir, bool selfTest);

// The .text bytes assembled for `file` and `target`. Throws std::runtime_error.
std::vector<std::uint8_t> readAssembled(const TestFile& file, const std::string& binDir, Target target);

}  // namespace gcnjit::isatest

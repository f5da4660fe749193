// Checks of the harness itself that need no assembled code: the header
// parser accepts every documented form and rejects malformed ones, the
// comparison reports wrong values and stray writes, and the test memory
// follows its apertures and range rules. Returns the problems found.
#pragma once

#include <string>
#include <vector>

namespace gcnjit::isatest {

std::vector<std::string> runHarnessSelfTest();

}  // namespace gcnjit::isatest

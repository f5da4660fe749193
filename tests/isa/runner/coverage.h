// --coverage: which instruction-table rows lift and which of those the test
// files exercise (issue acceptance: at least one test per lifted row).
#pragma once

#include <string>
#include <vector>

namespace gcnjit::isatest {

// Prints per target the rows that lift, the unsupported (graphics-only)
// rows, the rows without a lifting function, and every lifted row that no
// test file contains; returns 1 if there is such a row.
int checkCoverage(const std::vector<std::string>& files, const std::string& binDir);

}  // namespace gcnjit::isatest

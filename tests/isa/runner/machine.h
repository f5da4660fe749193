// A wave's whole observable state for the tests: registers and memory.
// Cases set it from `in:`, the expectation is the initial state with `out:`
// applied, and compareMachines reports every difference.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ir/wave_state.h"
#include "test_file.h"
#include "test_memory.h"

namespace gcnjit::isatest {

struct Machine {
  std::unique_ptr<ir::WaveState> wave;  // 130 KiB: on the heap
  std::unique_ptr<TestMemory> memory;

  // Everything 0 except EXEC (all lanes) and MODE 0xf0 (round to nearest,
  // denormals allowed), with the harness's apertures.
  static Machine initial();
  // initial() with `inputs`, then `outputs`, applied (applyAssignment: it
  // throws FormatError too).
  static Machine initialWith(const std::vector<Assignment>& inputs, const std::vector<Assignment>& outputs = {});
};

// Writes `a` into the machine. Throws FormatError for memory outside the
// test window.
void applyAssignment(Machine& m, const Assignment& a);

// Mismatches between `actual` and `expected`, one line each: the `out:`
// items in their own names and types first, then any other state that
// differs (stray writes), e.g. "v3 lane 5: expected 0x1 got 0x2".
std::vector<std::string> compareMachines(const Machine& actual, const Machine& expected,
                                         const std::vector<Assignment>& outputs);

}  // namespace gcnjit::isatest

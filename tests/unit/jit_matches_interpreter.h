// The differential check of the native-op tests: an instruction test's
// program (tests/isa/FAMILY/TEST.s, assembled for gfx906) run from many
// random states as JIT code and on the interpreter, with identical exit,
// registers and memory required.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>

#include "isa/target.h"
#include "program_check.h"

namespace gcnjit::testing {

// `prepare` sets the operands and MODE of each of `states` random states;
// the random sequence is the test's own (seeded by its name).
inline void checkJitMatchesInterpreter(const std::string& family, const std::string& test, unsigned states,
                                       const std::function<void(std::mt19937_64&, ir::WaveState&)>& prepare) {
  std::string problem;
  auto program = liftProgramFile(Target::Gfx906,
                                 GCNJIT_TEST_BINARY_DIR "/isa/" + family + "/" + test + ".gfx906.bin", problem);
  INFO(test << ": " << problem);
  REQUIRE(program);
  std::mt19937_64 rng(std::hash<std::string>{}(test));
  unsigned compared = 0;
  for (unsigned i = 0; i < states; ++i) {
    auto state = std::make_unique<ir::WaveState>();
    randomizeState(rng, *state);
    prepare(rng, *state);
    RunReport report = checkRuns(*program, *state, rng(), 1000);
    INFO("state " << i << ", MODE 0x" << std::hex << state->mode);
    REQUIRE(report.problem == "");
    compared += report.jitCompared;
  }
  CHECK(compared >= states);
}

}  // namespace gcnjit::testing

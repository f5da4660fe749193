// libFuzzer target: any bytes as a program (program_input.h: target byte,
// 8 bytes seeding the initial wave state, EXEC and memory contents, then the
// code). A program that lifts runs, at most 64 blocks, as lifted and as
// optimised IR on the interpreter and as the optimised IR's JIT code for every
// host ISA the backend runs here (AVX2, AVX-512). Any difference in how the
// wave stops, its final state or the memory it wrote, an exception from the
// interpreter or the backend, or IR the verifier rejects aborts with the
// difference printed (tests/common/program_check.h says what is compared).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "cfg/cfg.h"
#include "lift/lift.h"
#include "program_check.h"
#include "program_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnjit;
  std::optional<fuzz::ProgramInput> input = fuzz::programInput({data, size}, 8);
  if (!input) return 0;
  std::string problem;
  std::optional<testing::LiftedProgram> program;
  try {
    program = testing::liftProgram(input->target, input->code, problem);
  } catch (const cfg::CfgError&) {
    return 0;
  } catch (const LiftError&) {
    return 0;
  }
  if (!program) fuzz::fail(*input, problem);
  std::mt19937_64 rng(input->seed);
  auto initial = std::make_unique<ir::WaveState>();
  testing::randomizeState(rng, *initial);
  testing::RunReport report = testing::checkRuns(*program, *initial, rng(), 64);
  if (!report.problem.empty()) fuzz::fail(*input, report.problem);
  return 0;
}

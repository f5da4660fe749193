// libFuzzer target: any bytes as an instruction stream for the target byte 0
// picks (program_input.h), whose CFG is built and lifted; the IR must pass the
// verifier as lifted and after every default pass. A CfgError or LiftError
// with a one-line message is the only failure allowed: another exception
// escapes and counts as a crash, and IR the verifier or a pass rejects or a
// message on several lines aborts.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "cfg/cfg.h"
#include "lift/lift.h"
#include "program_check.h"
#include "program_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnjit;
  std::optional<fuzz::ProgramInput> input = fuzz::programInput({data, size}, 0);
  if (!input) return 0;
  std::string problem;
  try {
    if (!testing::liftProgram(input->target, input->code, problem)) fuzz::fail(*input, problem);
  } catch (const cfg::CfgError& e) {
    if (!testing::oneLine(e.what())) fuzz::fail(*input, std::string("CfgError not one line: ") + e.what());
  } catch (const LiftError& e) {
    if (!testing::oneLine(e.what())) fuzz::fail(*input, std::string("LiftError not one line: ") + e.what());
  }
  return 0;
}

// Differential checks of random programs, shared by the lifter's robustness
// test (tests/unit) and the fuzz targets (tests/fuzz): an instruction stream
// must lift to IR the verifier accepts, before and after the default passes,
// or be rejected with a one-line CfgError/LiftError; the lifted and the
// optimised IR must run alike on the interpreter, and the optimised IR's JIT
// code (every host ISA the backend runs here) like the interpreter.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "backend_x64/host_isa.h"
#include "cfg/cfg.h"
#include "ir/executable.h"
#include "ir/ir.h"
#include "ir/wave_state.h"
#include "isa/target.h"

namespace gcnjit::testing {

constexpr std::uint32_t kEndpgm = 0xBF810000;

// `code` followed by s_endpgm.
std::vector<std::uint8_t> withEndpgm(std::span<const std::uint8_t> code);
// The code's dwords in hex (" 7E000280 BF810000"), for reports.
std::string hexWords(std::span<const std::uint8_t> code);
bool oneLine(const char* message);

// Random bits everywhere; a third of the waves run with all lanes or none.
void randomizeState(std::mt19937_64& rng, ir::WaveState& state);

// An instruction stream at address 0 as lifted, and after the default passes.
struct LiftedProgram {
  gcnjit::cfg::KernelCfg cfg;
  Target target;
  ir::Function plain, optimised;
  // The optimised function's JIT code by host ISA and initial MODE (the
  // inputs of its translation), made when a run first needs it: checks
  // from many states translate once per MODE, not once per state.
  mutable std::map<std::pair<backend_x64::HostIsa, std::uint32_t>, std::unique_ptr<ir::Executable>> translations;
};

// Lifts `code` (ending in s_endpgm). Code that does not lift throws CfgError
// or LiftError; IR the verifier or the passes reject is a bug: then the
// result is empty and `problem` says what.
std::optional<LiftedProgram> liftProgram(Target target, std::span<const std::uint8_t> code, std::string& problem);
// The same for an instruction test's assembled code (`path`: a .bin the
// build writes, tests/isa/README.md); empty, with `problem`, if unreadable.
std::optional<LiftedProgram> liftProgramFile(Target target, const std::string& path, std::string& problem);

// What checkRuns found.
struct RunReport {
  bool compared = false;     // both IR versions stopped cleanly, their results were compared
  unsigned jitCompared = 0;  // host ISAs whose code was compared with the interpreter
  std::string problem;       // the first difference or failure, "" when none
};

// Runs `program` from `initial` over SparseMemory(memorySalt), at most
// `maxBlocks` blocks per run of the lifted IR (twice that for the optimised
// IR and its JIT code, whose full-EXEC dispatchers are blocks of their
// own). The lifted and the optimised IR are compared
// when both stop cleanly (not at a fault or the step limit, where the passes
// may legitimately leave state unwritten); the JIT code must stop like the
// interpreter (kind, GCN pc, fault text) with the same state and memory.
// Programs that read the clock are not compared.
RunReport checkRuns(const LiftedProgram& program, const ir::WaveState& initial, std::uint64_t memorySalt,
                    std::uint64_t maxBlocks);

}  // namespace gcnjit::testing

// The reference interpreter: runs a Function over one wave's WaveState and a
// Memory, op by op, whole wavefront values at a time. It defines what the IR
// means; the x64 backend is tested against it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/ir.h"
#include "ir/memory.h"
#include "ir/wave_state.h"

namespace gcnjit::ir {

// Why a wave stopped running.
struct ExitStatus {
  enum class Kind : std::uint8_t {
    EndProgram,  // s_endpgm
    Barrier,     // s_barrier: resume at `resumeBlock` once the workgroup arrives
    Trap,        // s_trap `trapId`: resume at `resumeBlock` if the handler returns
    Fault,       // memory fault, jump to an unknown address... (`message`)
    StepLimit,   // ran `maxBlocks` blocks without stopping (a runaway loop)
  };
  Kind kind = Kind::EndProgram;
  std::size_t block = 0;        // the block that stopped
  std::uint64_t pc = 0;         // GCN address of the instruction that stopped the wave
  std::size_t resumeBlock = 0;
  std::uint64_t trapId = 0;
  std::string message;
};

struct Value;

// Runs one Function. The value numbering and storage are set up once, so a
// dispatch keeps one Interpreter per host thread for all its waves and
// barrier stretches. Not thread-safe: one per thread.
class Interpreter {
 public:
  explicit Interpreter(const Function& function);
  ~Interpreter();
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  // Runs from `startBlock` until the wave stops or `maxBlocks` blocks have run.
  ExitStatus run(std::size_t startBlock, WaveState& state, Memory& memory, std::uint64_t maxBlocks = 1ull << 32);

 private:
  const Function& function_;
  std::unordered_map<const Inst*, std::size_t> slots_;  // Inst -> index into values_
  std::vector<Value> values_;
};

// One run with a fresh Interpreter (tests, single waves).
ExitStatus interpret(const Function& function, std::size_t startBlock, WaveState& state,
                     Memory& memory, std::uint64_t maxBlocks = 1ull << 32);

}  // namespace gcnjit::ir

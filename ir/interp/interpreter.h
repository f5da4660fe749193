// The reference interpreter: runs a Function over one wave's WaveState and a
// Memory, op by op, whole wavefront values at a time. It defines what the IR
// means; the x64 backend is tested against it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "ir/executable.h"

namespace gcnjit::ir {

struct Value;

// Runs one Function. The value numbering and storage are set up once, so a
// dispatch keeps one Interpreter per host thread for all its waves and
// barrier stretches. Not thread-safe: one per thread.
class Interpreter final : public WaveRunner {
 public:
  explicit Interpreter(const Function& function);
  ~Interpreter() override;
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  ExitStatus run(std::size_t startBlock, WaveState& state, Memory& memory,
                 std::uint64_t maxBlocks = 1ull << 32) override;

 private:
  struct Step;
  const Function& function_;
  std::vector<Value> values_;              // one per instruction of the function
  std::vector<std::vector<Step>> blocks_;  // per block: its instructions, operands resolved
};

// The Executable that runs a Function on the interpreter.
class InterpretedExecutable final : public Executable {
 public:
  explicit InterpretedExecutable(const Function& function) : function_(function) {}
  std::unique_ptr<WaveRunner> newRunner() const override { return std::make_unique<Interpreter>(function_); }

 private:
  const Function& function_;
};

// One run with a fresh Interpreter (tests, single waves).
ExitStatus interpret(const Function& function, std::size_t startBlock, WaveState& state,
                     Memory& memory, std::uint64_t maxBlocks = 1ull << 32);

}  // namespace gcnjit::ir

#include "backend_x64/jit_runner.h"

#include <xmmintrin.h>

#include <algorithm>
#include <string>

#include "ir/interp/value.h"

namespace gcnjit::backend_x64 {
namespace {

class JitRunner final : public ir::WaveRunner {
 public:
  explicit JitRunner(const CompiledProgram& program)
      : program_(program), blockCount_(program.function().blocks().size()),
        values_(new std::uint8_t[program.valueBytes() + 64]()) {
    frame_.program = &program;
    frame_.buffers = buffers_;
    frame_.message = &message_;
    // 64-byte aligned: zmm chunks of vector slots then never cross a cache
    // line (slots.h).
    auto start = reinterpret_cast<std::uintptr_t>(values_.get());
    frame_.values = reinterpret_cast<std::uint8_t*>((start + 63) & ~std::uintptr_t(63));
    // Read once per dispatch (here and in beginDispatch): stmxcsr right after
    // the previous run's ldmxcsr stalls, and a runner serves one worker
    // thread for a whole dispatch.
    takeFloatEnvironment();
  }

  void beginDispatch() override {
    lastMemory_ = nullptr;  // another WaveMemory, maybe at the same address, another LDS
    takeFloatEnvironment();
  }

  ir::ExitStatus run(std::size_t startBlock, ir::WaveState& state, ir::Memory& memory,
                     std::uint64_t maxBlocks) override {
    frame_.schedule = nullptr;
    frame_.waveEntry = nullptr;
    return enter(startBlock, state, 0, memory, maxBlocks);
  }

  // The code switches waves itself: state and block of the wave whose turn
  // it is when it stops are the schedule's.
  ir::ExitStatus runWaves(ir::WaveSchedule& schedule, ir::Memory& memory, std::uint64_t maxBlocks) override {
    frame_.schedule = &schedule;
    frame_.waveEntry = schedule.entry();
    return enter(schedule.currentBlock(), schedule.currentState(), schedule.current(), memory, maxBlocks);
  }

 private:
  void takeFloatEnvironment() {
    frame_.hostMxcsr = _mm_getcsr();
    frame_.kernelMxcsr = program_.kernelMxcsr() ? program_.kernelMxcsr() : frame_.hostMxcsr;
  }

  ir::ExitStatus enter(std::size_t startBlock, ir::WaveState& state, unsigned waveIndex, ir::Memory& memory,
                       std::uint64_t maxBlocks) {
    // The wave start block follows the function's blocks; it needs the
    // schedule's initial registers.
    bool waveStart = startBlock == blockCount_ && program_.waveStartBlock() && frame_.waveEntry;
    if (startBlock >= blockCount_ && !waveStart) {
      return {ir::ExitStatus::Kind::Fault, startBlock, 0, 0, 0,
              "control reached block " + std::to_string(startBlock) + ", which does not exist"};
    }
    frame_.setWave(&state, waveIndex);
    frame_.memory = &memory;
    frame_.blocksLeft = maxBlocks;
    // Vouched-for host ranges, and the LDS window, stay valid while the
    // memory's ranges do (the runtime's workgroups of one dispatch share
    // them; generation 0 promises nothing).
    std::uint64_t generation = memory.extentGeneration();
    if (generation == 0 || generation != frame_.extentGeneration || &memory != lastMemory_) {
      frame_.extentGeneration = generation;
      lastMemory_ = &memory;
      for (int i = 0; i < JitFrame::kRanges; ++i) {
        frame_.rangeLo[i] = ~0ull;
        frame_.rangeHi[i] = 4;
      }
      frame_.rangeNext = 0;
      for (JitFrame::ScalarLoadSite& site : frame_.scalarLoadSites) site = {};
      frame_.ldsBase = nullptr;
      frame_.ldsBytes = 0;
      frame_.ldsDwordLimit = 0;
      if (auto lds = memory.extent(ir::AddrSpace::Lds, 0, 0); lds && lds->second >= 4) {
        frame_.ldsBase = memory.window(ir::AddrSpace::Lds, 0, lds->second);
        if (frame_.ldsBase) {
          frame_.ldsBytes = lds->second;
          frame_.ldsDwordLimit = std::uint32_t(std::min<std::uint64_t>(lds->second - 3, 0xffffffffu));
        }
      }
    }
    program_.entry()(&frame_, startBlock);
    ir::ExitStatus status;
    status.kind = ir::ExitStatus::Kind(frame_.exitKind);
    status.block = frame_.exitBlock;
    status.pc = frame_.exitPc;
    status.resumeBlock = frame_.resumeBlock;
    status.trapId = frame_.trapId;
    if (status.kind == ir::ExitStatus::Kind::Fault) status.message = message_;
    if (status.kind == ir::ExitStatus::Kind::StepLimit) {
      const auto& blocks = program_.function().blocks();
      status.pc = status.block < blocks.size() ? blocks[status.block]->pc() : 0;
      status.message = "ran " + std::to_string(maxBlocks) + " blocks without stopping";
    }
    return status;
  }

  const CompiledProgram& program_;
  std::size_t blockCount_;  // of program_'s function, kept here: run is called for every stretch
  std::unique_ptr<std::uint8_t[]> values_;
  JitFrame frame_;
  const ir::Memory* lastMemory_ = nullptr;  // the memory frame_'s ranges and LDS window came from
  ir::Value buffers_[5];
  std::string message_;
};

}  // namespace

std::unique_ptr<ir::WaveRunner> newJitRunner(const CompiledProgram& program) {
  return std::make_unique<JitRunner>(program);
}

}  // namespace gcnjit::backend_x64

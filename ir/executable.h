// What runs a wave: the reference interpreter or JIT-compiled host code.
// An Executable is built once per kernel and shared; each host thread asks it
// for a WaveRunner, which holds that thread's scratch storage and runs waves
// one stretch (to a barrier, the end, a trap or a fault) at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "ir/memory.h"
#include "ir/wave_schedule.h"
#include "ir/wave_state.h"

namespace gcnjit::ir {

// Why a wave stopped running.
struct ExitStatus {
  enum class Kind : std::uint8_t {
    EndProgram,  // s_endpgm
    Barrier,     // s_barrier: resume at `resumeBlock` once the workgroup arrives
    Trap,        // s_trap `trapId`: resume at `resumeBlock` if the handler returns
    Fault,       // memory fault, jump to an unknown address... (`message`)
    StepLimit,   // ran `maxBlocks` blocks without stopping: resume at `block`
    Gws,         // ds_gws_*: `trapId` is an ir::GwsRequest; resume at `resumeBlock` when it lets the wave go
  };
  Kind kind = Kind::EndProgram;
  std::size_t block = 0;        // the block that stopped
  std::uint64_t pc = 0;         // GCN address of the instruction that stopped the wave
  std::size_t resumeBlock = 0;
  std::uint64_t trapId = 0;
  std::string message;
};

class WaveRunner {
 public:
  virtual ~WaveRunner() = default;
  // Runs from `startBlock` until the wave stops or `maxBlocks` blocks have run.
  virtual ExitStatus run(std::size_t startBlock, WaveState& state, Memory& memory, std::uint64_t maxBlocks) = 0;
  // Runs `schedule`'s current wave like run. A runner that can switch
  // waves itself (JIT code) also passes s_barrier, and s_endpgm of all but
  // the last wave, by taking the schedule's turns and going on with the
  // next wave; every stop it returns is the schedule's current wave's, and
  // `maxBlocks` counts the blocks of all waves.
  virtual ExitStatus runWaves(WaveSchedule& schedule, Memory& memory, std::uint64_t maxBlocks) {
    return run(schedule.currentBlock(), schedule.currentState(), memory, maxBlocks);
  }
  // Called before a runner kept from an earlier dispatch runs another
  // (Executable::takeRunner): it forgets what it learnt of the last one's
  // memory and takes the calling thread's float environment anew.
  virtual void beginDispatch() {}
};

class Executable {
 public:
  Executable() = default;
  virtual ~Executable() = default;
  Executable(const Executable&) = delete;
  Executable& operator=(const Executable&) = delete;
  // A runner for the calling thread (it keeps that thread's float
  // environment from its creation, or from its last beginDispatch).
  virtual std::unique_ptr<WaveRunner> newRunner() const = 0;
  // A runner for one worker's share of a dispatch: one kept from an earlier
  // dispatch (its beginDispatch called), else a new one; keepRunner takes
  // it back after the share. A runner's frame and value slots are then
  // made once per worker, not per launch.
  std::unique_ptr<WaveRunner> takeRunner() const;
  void keepRunner(std::unique_ptr<WaveRunner> runner) const;
  // A block that starts the running wave from its schedule's WaveEntry
  // (ir/wave_entry.h) and goes on at the kernel's entry, for runners that
  // start waves themselves; none: the runtime sets up each wave's state.
  virtual std::optional<std::size_t> waveStartBlock() const { return std::nullopt; }
  // The GCN address of the instruction whose host code holds `hostPc`, for
  // reports of host faults (SIGSEGV) in generated code; none when `hostPc`
  // is not this executable's code.
  virtual std::optional<std::uint64_t> gcnPcAt(std::uintptr_t hostPc) const {
    (void)hostPc;
    return std::nullopt;
  }

 private:
  static constexpr std::size_t kKeptRunners = 4;  // more workers' runners are freed
  mutable std::mutex runnersMutex_;
  mutable std::vector<std::unique_ptr<WaveRunner>> keptRunners_;
};

}  // namespace gcnjit::ir

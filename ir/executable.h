// What runs a wave: the reference interpreter or JIT-compiled host code.
// An Executable is built once per kernel and shared; each host thread asks it
// for a WaveRunner, which holds that thread's scratch storage and runs waves
// one stretch (to a barrier, the end, a trap or a fault) at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

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
  // Called before a runner a thread kept from an earlier dispatch runs
  // another: it forgets what it learnt of the last one's memory and takes
  // the thread's float environment anew.
  virtual void beginDispatch() {}
};

class Executable {
 public:
  Executable();
  virtual ~Executable() = default;
  Executable(const Executable&) = delete;
  Executable& operator=(const Executable&) = delete;
  // A runner for the calling thread (it keeps that thread's float
  // environment from its creation, or from its last beginDispatch).
  virtual std::unique_ptr<WaveRunner> newRunner() const = 0;
  // Unique among the executables of the process, never reused: a thread's
  // cache of runners keyed by it never hands out one made for another
  // (runtime::WorkgroupStorage::runnerFor).
  std::uint64_t serial() const { return serial_; }
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
  std::uint64_t serial_;
};

}  // namespace gcnjit::ir

// Running workgroups on one host thread: the waves of a workgroup take
// turns (ir::WaveSchedule) to their next s_barrier or s_endpgm, through the
// thread's ir::WaveRunner. An ordinary dispatch runs a WorkgroupShare of
// the grid one workgroup after another; a cooperative one keeps several
// workgroups resident per thread, each with its own LDS and wave states,
// and switches between them when their waves wait at the grid's GWS
// barrier (runtime/cooperative_dispatch.h).
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ir/executable.h"
#include "ir/wave_entry.h"
#include "runtime/dispatch.h"
#include "runtime/gws_unit.h"
#include "runtime/wave_memory.h"

namespace gcnjit::runtime {

// A fault report and what caused it.
struct Failure {
  std::string text;
  LaunchError::Cause cause;
};

// The workgroups one worker of an ordinary dispatch runs: batches of
// consecutive ones taken from a counter the workers share (one atomic add
// per batch), the first being batch `worker`, so that every worker takes
// part.
class WorkgroupShare {
 public:
  WorkgroupShare(unsigned worker, std::uint64_t batch, std::uint64_t total, std::atomic<std::uint64_t>& next,
                 std::uint32_t groupsX, std::uint32_t groupsY)
      : batch_(batch), total_(total), next_(next), groupsX_(groupsX), groupsY_(groupsY), first_(worker * batch) {}

  // The next workgroup's id; false when the share is done.
  bool next(std::array<std::uint32_t, 3>& id);
  std::uint64_t ran() const { return ran_; }

 private:
  std::uint64_t batch_, total_;
  std::atomic<std::uint64_t>& next_;
  std::uint32_t groupsX_, groupsY_;
  std::uint64_t first_;       // the current batch's first workgroup (flat)
  bool taken_ = false;        // the first batch is taken
  std::uint64_t left_ = 0;    // workgroups of the current batch not run yet
  std::uint64_t xy_ = 0;   // the last id handed out: x, and y in the high half
  std::uint32_t z_ = 0;
  std::uint64_t ran_ = 0;
};

// The wave states and LDS a workgroup runs in. An ordinary dispatch uses
// its thread's (kept from one dispatch to the next); a resident workgroup
// of a cooperative one has its own.
struct WorkgroupStorage {
  std::vector<std::unique_ptr<ir::WaveState>> waves;
  std::vector<std::uint8_t> lds;
  // The waves' initial registers (WorkgroupRunner::entry_, initialEntry_).
  std::unique_ptr<ir::WaveEntry> entry, initialEntry;

  // The calling thread's, which pool threads keep for the process's life.
  static WorkgroupStorage& ofThisThread();
};

class WorkgroupRunner {
 public:
  // `runner`: the calling thread's; `gws`: the grid's GWS unit
  // (cooperative dispatches only; without it a ds_gws_* faults).
  WorkgroupRunner(const DispatchRequest& r, AddressRanges& ranges, std::size_t entryBlock, ir::WaveRunner& runner,
                  WorkgroupStorage& storage, GwsUnit* gws = nullptr);
  ~WorkgroupRunner();
  WorkgroupRunner(const WorkgroupRunner&) = delete;
  WorkgroupRunner& operator=(const WorkgroupRunner&) = delete;

  // Stops the dispatch's other waves early (another workgroup faulted) and
  // sets its deadline.
  void watch(const std::atomic<bool>* failed, std::chrono::steady_clock::time_point deadline, bool timed);

  // Runs the workgroups of `share` until it is done or the dispatch
  // failed; returns the first fault report, or nothing.
  std::optional<Failure> run(WorkgroupShare& share);

  // A resident workgroup (cooperative dispatches): start(id) sets it up;
  // resume() runs it until it ends or stalls (all its waves wait for the
  // grid) and returns a fault report, or nothing; wake() lets the waves go
  // whose GWS wait is over and says whether one may run.
  void start(std::array<std::uint32_t, 3> id) { startWorkgroup(id); }
  std::optional<Failure> resume() { return runWorkgroups(); }
  bool stalled() const { return schedule_.stalled(); }
  bool wake();
  // The report for a workgroup stalled for good (the grid deadlocked).
  Failure deadlockReport() const;

 private:
  bool failed() const { return failed_ && failed_->load(std::memory_order_relaxed); }
  void startWorkgroup(std::array<std::uint32_t, 3> id);
  WaveInit waveInit(unsigned wave) const;
  static bool startNextWorkgroup(void* self);
  std::optional<Failure> runWorkgroups();
  std::optional<Failure> gwsStop(const ir::ExitStatus& status);
  std::string barrierContext() const;
  ir::ExitStatus runTurns();

  const DispatchRequest& r_;
  AddressRanges& ranges_;
  std::uint32_t scratchPerLane_;
  std::uint32_t ldsBytes_ = 0;
  std::size_t entryBlock_;
  std::vector<std::unique_ptr<ir::WaveState>>& waves_;  // storage's
  std::array<ir::WaveState*, ir::WaveSchedule::kMaxWaves> states_{};  // waves_'s, for the schedule
  std::vector<std::vector<std::uint8_t>> scratch_;
  std::vector<std::uint8_t>& lds_;                      // storage's
  std::unique_ptr<WaveMemory> memory_;                  // over lds_
  WaveInit group_;                                      // the running workgroup's (waveInit() for each wave)
  unsigned waveCount_ = 0;                              // its waves
  std::optional<std::size_t> waveStartBlock_;           // the executable's, if it starts the waves
  ir::WaveEntry* entry_ = nullptr;                      // their initial registers (waveStartBlock_; storage's)
  ir::WaveEntry* initialEntry_ = nullptr;               // the same with the dispatch's values only
  std::array<std::uint16_t, 3> entrySize_{};            // the workgroup size entry_'s ids are for
  WorkgroupShare* share_ = nullptr;                     // the workgroups run() runs
  ir::WaveSchedule schedule_;
  ir::WaveRunner& runner_;  // this thread's, reused by every wave
  GwsUnit* gws_;
  std::array<GwsTicket, ir::WaveSchedule::kMaxWaves> tickets_{};  // of the waves blocked at GWS
  std::array<ir::ExitStatus, ir::WaveSchedule::kMaxWaves> gwsStops_{};  // where they stopped
  const std::atomic<bool>* failed_ = nullptr;
  std::chrono::steady_clock::time_point deadline_{};
  bool timed_ = false;
  bool timedOut_ = false;
};

}  // namespace gcnjit::runtime

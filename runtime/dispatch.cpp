#include "runtime/dispatch.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "isa/hex.h"
#include "isa/printer.h"
#include "runtime/address_ranges.h"
#include "runtime/loaded_image.h"
#include "runtime/wave_memory.h"
#include "runtime/wave_setup.h"
#include "runtime/worker_pool.h"

namespace gcnjit::runtime {
namespace {

// Lanes of private memory the descriptor asks for; kernels with a dynamic
// stack (calls, recursion) get room for it as well.
constexpr std::uint32_t kDynamicStackPerLane = 16 * 1024;

std::uint32_t scratchPerLane(const Kernel& kernel) {
  std::uint32_t bytes = kernel.descriptor.privateSegmentFixedSize;
  if (kernel.descriptor.properties.usesDynamicStack) bytes += kDynamicStackPerLane;
  return (bytes + 3) & ~3u;
}

// A fault report and what caused it.
struct Failure {
  std::string text;
  LaunchError::Cause cause;
};

// "kernel: cause at workgroup (x,y,z) wave w, pc +0xOFF: <instruction>".
Failure faultReport(const DispatchRequest& r, const ir::ExitStatus& status, const WaveInit& init,
                    LaunchError::Cause cause, const std::string& context) {
  const CodeObject& object = r.image->object();
  std::uint64_t address = status.pc - r.image->pcBias();
  std::string where = " at workgroup (" + std::to_string(init.workgroupId[0]) + "," +
                      std::to_string(init.workgroupId[1]) + "," + std::to_string(init.workgroupId[2]) + ") wave " +
                      std::to_string(init.waveInGroup) + ", pc " + r.kernel->name + "+" +
                      hex(address - r.kernel->entryAddress);
  std::span<const std::uint8_t> bytes = object.bytesAt(address, 4);
  if (!bytes.empty()) {
    std::uint8_t size = 0;
    std::span<const std::uint8_t> more = object.bytesAt(address, 12);
    if (more.empty()) more = object.bytesAt(address, 8);
    if (more.empty()) more = bytes;
    where += ": " + disassembleOne(r.image->target(), more, address, size);
  }
  std::string what;
  switch (status.kind) {
    case ir::ExitStatus::Kind::Trap: what = "s_trap " + std::to_string(status.trapId); break;
    case ir::ExitStatus::Kind::StepLimit: what = "runaway wave (" + status.message + ")"; break;
    default: what = status.message; break;
  }
  return {object.source() + ": " + r.kernel->name + ": " + what + context + where, cause};
}

// What a host thread keeps from one dispatch to the next (pool threads
// live as long as the process): wave states and LDS, so that a launch does
// not allocate and fault in fresh pages for them.
struct ThreadCache {
  std::vector<std::unique_ptr<ir::WaveState>> waves;
  std::vector<std::uint8_t> lds;
};

ThreadCache& threadCache() {
  thread_local ThreadCache cache;
  return cache;
}

// The workgroups one worker runs: batches of consecutive ones taken from a
// counter the workers share (one atomic add per batch), the first being
// batch `worker`, so that every worker takes part.
class WorkgroupShare {
 public:
  WorkgroupShare(unsigned worker, std::uint64_t batch, std::uint64_t total, std::atomic<std::uint64_t>& next,
                 std::uint32_t groupsX, std::uint32_t groupsY)
      : batch_(batch), total_(total), next_(next), groupsX_(groupsX), groupsY_(groupsY), first_(worker * batch) {}

  // The next workgroup's id; false when the share is done.
  bool next(std::array<std::uint32_t, 3>& id) {
    if (left_ == 0) {
      if (taken_) first_ = next_.fetch_add(batch_);
      taken_ = true;
      if (first_ >= total_) return false;
      left_ = std::min(batch_, total_ - first_);
      // The batch's first id by division, then counted up (a 64-bit
      // division per workgroup showed in profiles).
      id_ = {std::uint32_t(first_ % groupsX_), std::uint32_t((first_ / groupsX_) % groupsY_),
             std::uint32_t(first_ / (std::uint64_t(groupsX_) * groupsY_))};
    } else if (++id_[0] == groupsX_) {
      id_[0] = 0;
      if (++id_[1] == groupsY_) {
        id_[1] = 0;
        ++id_[2];
      }
    }
    --left_;
    ++ran_;
    id = id_;
    return true;
  }
  std::uint64_t ran() const { return ran_; }

 private:
  std::uint64_t batch_, total_;
  std::atomic<std::uint64_t>& next_;
  std::uint32_t groupsX_, groupsY_;
  std::uint64_t first_;       // the current batch's first workgroup (flat)
  bool taken_ = false;        // the first batch is taken
  std::uint64_t left_ = 0;    // workgroups of the current batch not run yet
  std::array<std::uint32_t, 3> id_{};
  std::uint64_t ran_ = 0;
};

class WorkgroupRunner {
 public:
  WorkgroupRunner(const DispatchRequest& r, AddressRanges& ranges, std::size_t entryBlock)
      : r_(r), ranges_(ranges), scratchPerLane_(scratchPerLane(*r.kernel)), entryBlock_(entryBlock),
        waves_(threadCache().waves), lds_(threadCache().lds),
        runner_(r.executable->newRunner()) {
    const LaunchDims& d = r.dims;
    ldsBytes_ = r.kernel->descriptor.groupSegmentFixedSize + d.dynamicLds;
    unsigned maxItems = unsigned(d.workgroup[0]) * d.workgroup[1] * d.workgroup[2];
    unsigned maxWaves = (maxItems + ir::kWaveLanes - 1) / ir::kWaveLanes;
    while (waves_.size() < maxWaves) waves_.push_back(std::make_unique<ir::WaveState>());
    inits_.reserve(maxWaves);  // startWorkgroup, which JIT code calls, then allocates nothing
    scratch_.resize(maxWaves);
    for (auto& s : scratch_) {
      s.assign(std::size_t(scratchPerLane_) * ir::kWaveLanes, 0);
      if (!s.empty()) ranges_.add(s.data(), s.size(), "scratch");
    }
    lds_.assign(ldsBytes_, 0);
    // JIT code that switches waves (kernels without scratch) starts them
    // from the workgroup's initial registers.
    if (scratchPerLane_ == 0) waveStartBlock_ = r.executable->waveStartBlock();
    if (waveStartBlock_) {
      entry_ = std::make_unique<ir::WaveEntry>();
      schedule_.setNextWorkgroup(&WorkgroupRunner::startNextWorkgroup, this);
    }
  }
  ~WorkgroupRunner() {
    for (auto& s : scratch_) {
      if (!s.empty()) ranges_.remove(s.data());
    }
  }

  // Stops the dispatch's other waves early (another workgroup faulted) and
  // sets its deadline.
  void watch(const std::atomic<bool>* failed, std::chrono::steady_clock::time_point deadline, bool timed) {
    failed_ = failed;
    deadline_ = deadline;
    timed_ = timed;
  }

  // Runs the workgroups of `share` until it is done or the dispatch
  // failed; returns the first fault report, or nothing.
  std::optional<Failure> run(WorkgroupShare& share) {
    // Every workgroup of the dispatch on this thread uses the same LDS
    // buffer: JIT code keeps its window while the ranges' generation holds
    // (ir::Memory::extentGeneration).
    WaveMemory memory(ranges_, lds_, r_.checkLds);
    share_ = &share;
    std::array<std::uint32_t, 3> id;
    while (!failed() && share.next(id)) {
      startWorkgroup(id);
      if (std::optional<Failure> failure = runWorkgroups(memory)) return failure;
    }
    return std::nullopt;
  }

 private:
  bool failed() const { return failed_ && failed_->load(std::memory_order_relaxed); }

  // Sets up workgroup (x, y, z): LDS, and its waves at their start on the
  // schedule.
  void startWorkgroup(std::array<std::uint32_t, 3> id) {
    const LaunchDims& d = r_.dims;
    WaveInit init;
    init.dispatchPacket = r_.dispatchPacket;
    init.queue = r_.queue;
    init.kernarg = r_.kernarg;
    init.dispatchId = r_.dispatchId;
    init.scratchPerLane = scratchPerLane_;
    init.workgroupId = id;
    for (int k = 0; k < 3; ++k) {
      init.workgroupSize[k] = std::uint16_t(std::min<std::uint32_t>(d.workgroup[k], d.grid[k] - id[k] * d.workgroup[k]));
    }
    unsigned items = unsigned(init.workgroupSize[0]) * init.workgroupSize[1] * init.workgroupSize[2];
    unsigned count = (items + ir::kWaveLanes - 1) / ir::kWaveLanes;
    std::fill(lds_.begin(), lds_.end(), 0);
    inits_.assign(count, init);
    std::array<ir::WaveState*, ir::WaveSchedule::kMaxWaves> states{};
    for (unsigned w = 0; w < count; ++w) {
      inits_[w].waveInGroup = w;
      inits_[w].scratchBase = reinterpret_cast<std::uint64_t>(scratch_[w].data());
      states[w] = waves_[w].get();
    }
    // The waves take turns, each to its next barrier or its end
    // (ir::WaveSchedule); JIT code takes most turns without returning here,
    // and starts its waves itself.
    if (waveStartBlock_) {
      setEntryRegisters(*entry_, r_.kernel->descriptor, inits_[0]);
      if (init.workgroupSize != entrySize_) {  // only edge workgroups of the grid differ
        entrySize_ = init.workgroupSize;
        setEntryWorkItems(*entry_, r_.kernel->descriptor, entrySize_);
      }
      schedule_.start(count, *waveStartBlock_, states.data(), entry_.get());
    } else {
      for (unsigned w = 0; w < count; ++w) {
        std::fill(scratch_[w].begin(), scratch_[w].end(), 0);
        resetWaveState(*states[w], *r_.resetPlan);
        initWaveState(*states[w], r_.kernel->descriptor, inits_[w]);
      }
      schedule_.start(count, entryBlock_, states.data());
    }
  }

  // JIT code that starts its waves goes on with the next workgroup of the
  // share when the last wave of one ends (ir::WaveSchedule::setNextWorkgroup).
  static bool startNextWorkgroup(void* self) {
    auto& runner = *static_cast<WorkgroupRunner*>(self);
    std::array<std::uint32_t, 3> id;
    if (runner.failed() || !runner.share_->next(id)) return false;
    runner.startWorkgroup(id);
    return true;
  }

  // Runs the started workgroup (and those the code goes on with) to its
  // end; returns a fault report, or nothing.
  std::optional<Failure> runWorkgroups(WaveMemory& memory) {
    for (;;) {
      ir::ExitStatus status = runTurns(memory);
      const WaveInit& wave = inits_[schedule_.current()];
      switch (status.kind) {
        case ir::ExitStatus::Kind::EndProgram:
          if (!schedule_.endWave()) return std::nullopt;
          break;
        case ir::ExitStatus::Kind::Barrier: schedule_.arriveAtBarrier(status.resumeBlock); break;
        case ir::ExitStatus::Kind::Trap: return faultReport(r_, status, wave, LaunchError::Cause::Trap, "");
        case ir::ExitStatus::Kind::StepLimit:
          return faultReport(r_, status, wave, LaunchError::Cause::Runaway, barrierContext());
        default:
          return faultReport(r_, status, wave,
                             timedOut_ ? LaunchError::Cause::TimeLimit : LaunchError::Cause::MemoryFault,
                             timedOut_ ? barrierContext() : "");
      }
    }
  }

  // For a wave that never stops (the schedule's current one): the other
  // waves of its workgroup that wait for it at s_barrier (a barrier it will
  // not reach is a deadlock).
  std::string barrierContext() const {
    std::string waves;
    for (unsigned w = 0; w < inits_.size(); ++w) {
      if (schedule_.waitingAtBarrier(w)) waves += (waves.empty() ? "" : ",") + std::to_string(w);
    }
    return waves.empty() ? "" : " while wave(s) " + waves + " wait at s_barrier";
  }

  // Runs the schedule's waves to the next stop the runtime must see, in
  // stretches of at most kStretch blocks so that the time limit and a fault
  // elsewhere are noticed within one (tens of milliseconds on the
  // interpreter). A runner that switches waves itself is given the schedule;
  // kernels with scratch are not switched (each wave has its own window in
  // `memory`). Up to maxBlocksPerWave blocks without any wave reaching a
  // barrier or its end; then it is a runaway (StepLimit).
  ir::ExitStatus runTurns(WaveMemory& memory) {
    constexpr std::uint64_t kStretch = 1u << 14;
    std::uint64_t left = r_.maxBlocksPerWave;
    for (;;) {
      std::uint64_t stops = schedule_.stops();
      std::uint64_t now = std::min(left, kStretch);
      ir::ExitStatus status;
      if (scratchPerLane_ == 0) {
        status = runner_->runWaves(schedule_, memory, now);
      } else {
        memory.setScratch(scratch_[schedule_.current()]);
        status = runner_->run(schedule_.currentBlock(), schedule_.currentState(), memory, now);
      }
      if (status.kind != ir::ExitStatus::Kind::StepLimit) return status;
      left = schedule_.stops() != stops ? r_.maxBlocksPerWave : left - now;
      if (left == 0) {
        status.message = "ran " + std::to_string(r_.maxBlocksPerWave) + " blocks without stopping";
        return status;
      }
      if (failed()) {
        status.kind = ir::ExitStatus::Kind::Fault;
        status.message = "stopped: another workgroup faulted";
        return status;
      }
      if (timed_ && std::chrono::steady_clock::now() > deadline_) {
        timedOut_ = true;
        status.kind = ir::ExitStatus::Kind::Fault;
        status.message = "time limit of " + std::to_string(r_.timeLimitMs) + " ms exceeded (GCNJIT_TIMEOUT_MS)";
        return status;
      }
      schedule_.setCurrentBlock(status.block);  // StepLimit resumes where it stopped
    }
  }

  const DispatchRequest& r_;
  AddressRanges& ranges_;
  std::uint32_t scratchPerLane_;
  std::uint32_t ldsBytes_ = 0;
  std::size_t entryBlock_;
  std::vector<std::unique_ptr<ir::WaveState>>& waves_;  // this thread's (ThreadCache)
  std::vector<std::vector<std::uint8_t>> scratch_;
  std::vector<std::uint8_t>& lds_;                      // this thread's (ThreadCache)
  std::vector<WaveInit> inits_;                         // per wave of the workgroup being run
  std::optional<std::size_t> waveStartBlock_;           // the executable's, if it starts the waves
  std::unique_ptr<ir::WaveEntry> entry_;                // their initial registers (with waveStartBlock_)
  std::array<std::uint16_t, 3> entrySize_{};            // the workgroup size entry_'s ids are for
  WorkgroupShare* share_ = nullptr;                     // the workgroups run() runs
  ir::WaveSchedule schedule_;
  std::unique_ptr<ir::WaveRunner> runner_;  // this thread's runner, reused by every wave
  const std::atomic<bool>* failed_ = nullptr;
  std::chrono::steady_clock::time_point deadline_{};
  bool timed_ = false;
  bool timedOut_ = false;
};

}  // namespace

void runDispatch(const DispatchRequest& request, AddressRanges& ranges) {
  const LaunchDims& d = request.dims;
  for (int k = 0; k < 3; ++k) {
    if (d.workgroup[k] == 0 || d.grid[k] == 0) throw LaunchError(request.kernel->name + ": empty grid or workgroup");
  }
  unsigned items = unsigned(d.workgroup[0]) * d.workgroup[1] * d.workgroup[2];
  if (items > 1024) throw LaunchError(request.kernel->name + ": workgroup of " + std::to_string(items) + " work-items (at most 1024)");
  std::optional<std::size_t> entryBlock = request.program->blockAt(request.kernel->entryAddress + request.image->pcBias());
  if (!entryBlock) throw LaunchError(request.kernel->name + ": the lifted program has no entry block");
  std::uint64_t total = std::uint64_t(d.groups(0)) * d.groups(1) * d.groups(2);
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  Failure error;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(request.timeLimitMs);
  auto report = [&](Failure failure) {
    std::lock_guard lock(errorMutex);
    if (!failed.exchange(true)) error = std::move(failure);
  };
  unsigned workers = unsigned(std::clamp<std::uint64_t>(request.threads, 1, total));
  std::vector<std::uint64_t> perWorker(workers, 0);
  // Batches small enough that every worker still gets ~64 of them.
  std::uint64_t batch = std::clamp<std::uint64_t>(total / (std::uint64_t(workers) * 64), 1, 16);
  std::atomic<std::uint64_t> next{workers * batch};
  auto worker = [&](unsigned w) {
    WorkgroupShare share(w, batch, total, next, d.groups(0), d.groups(1));
    try {
      WorkgroupRunner runner(request, ranges, *entryBlock);
      runner.watch(&failed, deadline, request.timeLimitMs != 0);
      if (std::optional<Failure> fault = runner.run(share)) report(*fault);
    } catch (const std::exception& e) {  // e.g. out of host memory for the workgroup's state
      report({request.kernel->name + ": " + e.what(), LaunchError::Cause::BadLaunch});
    }
    perWorker[w] = share.ran();  // counted in the share: perWorker's entries share a cache line
  };
  WorkerPool::shared().run(workers, worker);
  if (request.workgroupsPerWorker) *request.workgroupsPerWorker = perWorker;
  if (failed) throw LaunchError(error.text, error.cause);
}

}  // namespace gcnjit::runtime

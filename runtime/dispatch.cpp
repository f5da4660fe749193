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

std::string hex(std::uint64_t v) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(v));
  return text;
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
    scratch_.resize(maxWaves);
    for (auto& s : scratch_) {
      s.assign(std::size_t(scratchPerLane_) * ir::kWaveLanes, 0);
      if (!s.empty()) ranges_.add(s.data(), s.size(), "scratch");
    }
    lds_.assign(ldsBytes_, 0);
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

  // Runs workgroup (x, y, z); returns a fault report, or nothing.
  std::optional<Failure> run(std::array<std::uint32_t, 3> id) {
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
    // Every workgroup of the dispatch on this thread uses the same LDS
    // buffer: JIT code keeps its window while the ranges' generation holds
    // (ir::Memory::extentGeneration).
    WaveMemory memory(ranges_, lds_, r_.checkLds);
    inits_.assign(count, init);
    std::array<ir::WaveState*, ir::WaveSchedule::kMaxWaves> states{};
    for (unsigned w = 0; w < count; ++w) {
      inits_[w].waveInGroup = w;
      inits_[w].scratchBase = reinterpret_cast<std::uint64_t>(scratch_[w].data());
      std::fill(scratch_[w].begin(), scratch_[w].end(), 0);
      states[w] = waves_[w].get();
      resetWaveState(*states[w], *r_.resetPlan);
      initWaveState(*states[w], r_.kernel->descriptor, inits_[w]);
    }
    // The waves take turns, each to its next barrier or its end
    // (ir::WaveSchedule); JIT code takes most turns without returning here.
    schedule_.start(count, entryBlock_, states.data());
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

 private:
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
      if (failed_ && failed_->load(std::memory_order_relaxed)) {
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
  // Workers pull batches of consecutive workgroups (one atomic add per
  // batch; small enough that every worker still gets ~64 of them). Worker w
  // starts with batch w, so every worker takes part.
  std::uint64_t batch = std::clamp<std::uint64_t>(total / (std::uint64_t(workers) * 64), 1, 16);
  std::atomic<std::uint64_t> next{workers * batch};
  const std::uint32_t groupsX = d.groups(0), groupsY = d.groups(1);
  auto worker = [&](unsigned w) {
    std::uint64_t ran = 0;  // counted here: perWorker's entries share a cache line
    try {
      WorkgroupRunner runner(request, ranges, *entryBlock);
      runner.watch(&failed, deadline, request.timeLimitMs != 0);
      for (std::uint64_t first = w * batch; !failed.load(std::memory_order_relaxed) && first < total;
           first = next.fetch_add(batch)) {
        // The batch's first id by division, then counted up (a 64-bit
        // division per workgroup showed in profiles).
        std::array<std::uint32_t, 3> id{std::uint32_t(first % groupsX), std::uint32_t((first / groupsX) % groupsY),
                                        std::uint32_t(first / (std::uint64_t(groupsX) * groupsY))};
        for (std::uint64_t g = first; g < std::min(first + batch, total) && !failed.load(std::memory_order_relaxed); ++g) {
          ++ran;
          if (auto fault = runner.run(id)) report(*fault);
          if (++id[0] == groupsX) {
            id[0] = 0;
            if (++id[1] == groupsY) {
              id[1] = 0;
              ++id[2];
            }
          }
        }
      }
    } catch (const std::exception& e) {  // e.g. out of host memory for the workgroup's state
      report({request.kernel->name + ": " + e.what(), LaunchError::Cause::BadLaunch});
    }
    perWorker[w] = ran;
  };
  WorkerPool::shared().run(workers, worker);
  if (request.workgroupsPerWorker) *request.workgroupsPerWorker = perWorker;
  if (failed) throw LaunchError(error.text, error.cause);
}

}  // namespace gcnjit::runtime

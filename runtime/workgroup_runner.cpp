#include "runtime/workgroup_runner.h"

#include <algorithm>
#include <cstring>

#include "isa/hex.h"
#include "isa/printer.h"
#include "runtime/address_ranges.h"
#include "runtime/loaded_image.h"

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

}  // namespace

bool WorkgroupShare::next(std::array<std::uint32_t, 3>& id) {
  std::uint32_t x = std::uint32_t(xy_), y = std::uint32_t(xy_ >> 32), z = z_;
  if (left_ == 0) {
    if (taken_) first_ = next_.fetch_add(batch_);
    taken_ = true;
    if (first_ >= total_) return false;
    left_ = std::min(batch_, total_ - first_);
    // The batch's first id by division, then counted up (a 64-bit
    // division per workgroup showed in profiles).
    x = std::uint32_t(first_ % groupsX_);
    y = std::uint32_t((first_ / groupsX_) % groupsY_);
    z = std::uint32_t(first_ / (std::uint64_t(groupsX_) * groupsY_));
  } else if (++x == groupsX_) {
    x = 0;
    if (++y == groupsY_) {
      y = 0;
      ++z;
    }
  }
  --left_;
  ++ran_;
  // x and y go out as one 8-byte store: callers copy the id as an 8-byte
  // and a 4-byte word, and an 8-byte load of two 4-byte stores cannot take
  // its value from them; it waits for them to reach the cache.
  xy_ = x | std::uint64_t(y) << 32;
  z_ = z;
  std::memcpy(id.data(), &xy_, sizeof xy_);
  id[2] = z;
  return true;
}

WorkgroupStorage& WorkgroupStorage::ofThisThread() {
  thread_local WorkgroupStorage storage;
  return storage;
}

WorkgroupRunner::WorkgroupRunner(const DispatchRequest& r, AddressRanges& ranges, std::size_t entryBlock,
                                 ir::WaveRunner& runner, WorkgroupStorage& storage, GwsUnit* gws)
    : r_(r), ranges_(ranges), scratchPerLane_(scratchPerLane(*r.kernel)), entryBlock_(entryBlock),
      waves_(storage.waves), lds_(storage.lds), runner_(runner), gws_(gws) {
  const LaunchDims& d = r.dims;
  ldsBytes_ = r.kernel->descriptor.groupSegmentFixedSize + d.dynamicLds;
  unsigned maxItems = unsigned(d.workgroup[0]) * d.workgroup[1] * d.workgroup[2];
  unsigned maxWaves = (maxItems + ir::kWaveLanes - 1) / ir::kWaveLanes;
  while (waves_.size() < maxWaves) waves_.push_back(std::make_unique<ir::WaveState>());
  for (unsigned w = 0; w < maxWaves; ++w) states_[w] = waves_[w].get();
  scratch_.resize(maxWaves);
  for (auto& s : scratch_) {
    s.assign(std::size_t(scratchPerLane_) * ir::kWaveLanes, 0);
    if (!s.empty()) ranges_.add(s.data(), s.size(), "scratch");
  }
  lds_.assign(ldsBytes_, 0);
  // Every workgroup this runner runs uses the same LDS buffer: JIT code
  // keeps its window while the ranges' generation holds
  // (ir::Memory::extentGeneration).
  memory_ = std::make_unique<WaveMemory>(ranges_, lds_, r_.checkLds);
  // JIT code that switches waves (kernels without scratch) starts them
  // from the workgroup's initial registers.
  if (scratchPerLane_ == 0) waveStartBlock_ = r.executable->waveStartBlock();
  group_.dispatchPacket = r.dispatchPacket;
  group_.queue = r.queue;
  group_.kernarg = r.kernarg;
  group_.dispatchId = r.dispatchId;
  group_.scratchPerLane = scratchPerLane_;
  if (waveStartBlock_) {
    // What every workgroup's waves start with; startWorkgroup sets the
    // workgroup ids and the work-item ids.
    if (!storage.entry) {
      storage.entry = std::make_unique<ir::WaveEntry>();
      storage.initialEntry = std::make_unique<ir::WaveEntry>();
    }
    initialEntry_ = storage.initialEntry.get();
    entry_ = storage.entry.get();
    // The work-item ids of entry_ are written for each workgroup size
    // (startWorkgroup); the rest starts as zeros and the dispatch's values.
    clearEntryRegisters(*initialEntry_);
    setEntryRegisters(*initialEntry_, r.kernel->descriptor, group_);
    copyEntryRegisters(*entry_, *initialEntry_);
    schedule_.setNextWorkgroup(&WorkgroupRunner::startNextWorkgroup, this);
  }
}

WorkgroupRunner::~WorkgroupRunner() {
  for (auto& s : scratch_) {
    if (!s.empty()) ranges_.remove(s.data());
  }
}

void WorkgroupRunner::watch(const std::atomic<bool>* failed, std::chrono::steady_clock::time_point deadline,
                            bool timed) {
  failed_ = failed;
  deadline_ = deadline;
  timed_ = timed;
}

std::optional<Failure> WorkgroupRunner::run(WorkgroupShare& share) {
  share_ = &share;
  std::array<std::uint32_t, 3> id;
  while (!failed() && share.next(id)) {
    startWorkgroup(id);
    if (std::optional<Failure> failure = runWorkgroups()) return failure;
  }
  return std::nullopt;
}

// Sets up workgroup (x, y, z): LDS, and its waves at their start on the
// schedule.
void WorkgroupRunner::startWorkgroup(std::array<std::uint32_t, 3> id) {
  const LaunchDims& d = r_.dims;
  // The size is worked out and compared in registers: reading the 2-byte
  // fields back as one wider word would wait for the stores to retire.
  std::uint32_t size[3];
  for (int k = 0; k < 3; ++k) size[k] = std::min<std::uint32_t>(d.workgroup[k], d.grid[k] - id[k] * d.workgroup[k]);
  bool sizeChanged = size[0] != entrySize_[0] || size[1] != entrySize_[1] || size[2] != entrySize_[2];
  group_.workgroupId = id;
  for (int k = 0; k < 3; ++k) group_.workgroupSize[k] = std::uint16_t(size[k]);
  waveCount_ = (size[0] * size[1] * size[2] + ir::kWaveLanes - 1) / ir::kWaveLanes;
  std::fill(lds_.begin(), lds_.end(), 0);
  // The waves take turns, each to its next barrier or its end
  // (ir::WaveSchedule); JIT code takes most turns without returning here,
  // and starts its waves itself.
  if (waveStartBlock_) {
    setEntryWorkgroupId(*entry_, r_.kernel->descriptor, *initialEntry_, id);
    if (sizeChanged) {  // only edge workgroups of the grid differ
      entrySize_ = group_.workgroupSize;
      setEntryWorkItems(*entry_, r_.kernel->descriptor, entrySize_);
    }
    schedule_.start(waveCount_, *waveStartBlock_, states_.data(), entry_);
  } else {
    for (unsigned w = 0; w < waveCount_; ++w) {
      std::fill(scratch_[w].begin(), scratch_[w].end(), 0);
      resetWaveState(*states_[w], *r_.resetPlan);
      initWaveState(*states_[w], r_.kernel->descriptor, waveInit(w));
    }
    schedule_.start(waveCount_, entryBlock_, states_.data());
  }
}

WaveInit WorkgroupRunner::waveInit(unsigned wave) const {
  WaveInit init = group_;
  init.waveInGroup = wave;
  init.scratchBase = reinterpret_cast<std::uint64_t>(scratch_[wave].data());
  return init;
}

// JIT code that starts its waves goes on with the next workgroup of the
// share when the last wave of one ends (ir::WaveSchedule::setNextWorkgroup).
bool WorkgroupRunner::startNextWorkgroup(void* self) {
  auto& runner = *static_cast<WorkgroupRunner*>(self);
  std::array<std::uint32_t, 3> id;
  if (!runner.share_ || runner.failed() || !runner.share_->next(id)) return false;
  runner.startWorkgroup(id);
  return true;
}

// Runs the started workgroup (and those the code goes on with) to its end
// or, in a cooperative dispatch, until it stalls; returns a fault report,
// or nothing.
std::optional<Failure> WorkgroupRunner::runWorkgroups() {
  for (;;) {
    ir::ExitStatus status = runTurns();
    // JIT code that found no wave to switch to has taken the turn itself.
    if (schedule_.stalled()) return std::nullopt;
    WaveInit wave = waveInit(schedule_.current());
    switch (status.kind) {
      case ir::ExitStatus::Kind::EndProgram:
        if (!schedule_.endWave()) return std::nullopt;
        break;
      case ir::ExitStatus::Kind::Barrier: schedule_.arriveAtBarrier(status.resumeBlock); break;
      case ir::ExitStatus::Kind::Gws:
        if (std::optional<Failure> failure = gwsStop(status)) return failure;
        break;
      case ir::ExitStatus::Kind::Trap: return faultReport(r_, status, wave, LaunchError::Cause::Trap, "");
      case ir::ExitStatus::Kind::StepLimit:
        return faultReport(r_, status, wave, LaunchError::Cause::Runaway, barrierContext());
      default:
        return faultReport(r_, status, wave,
                           timedOut_ ? LaunchError::Cause::TimeLimit : LaunchError::Cause::MemoryFault,
                           timedOut_ ? barrierContext() : "");
    }
    if (schedule_.stalled()) return std::nullopt;
  }
}

// A wave stopped at ds_gws_*: the grid's GWS unit lets it go on, or it
// waits (blocked on the schedule) with a ticket. Outside a cooperative
// launch there are no GWS resources: AMD's hardware aborts the operation
// as a memory violation, and so does this.
std::optional<Failure> WorkgroupRunner::gwsStop(const ir::ExitStatus& status) {
  ir::GwsRequest request = ir::GwsRequest::decode(status.trapId);
  if (!gws_) {
    ir::ExitStatus fault = status;
    fault.message = std::string(ir::gwsOpName(request.op)) +
                    " outside a cooperative launch: only hipLaunchCooperativeKernel gives a dispatch GWS resources, "
                    "so the GWS operation is aborted (grid.sync() needs a cooperative launch)";
    return faultReport(r_, fault, waveInit(schedule_.current()), LaunchError::Cause::MemoryFault, "");
  }
  if (std::optional<GwsTicket> ticket = gws_->perform(request)) {
    tickets_[schedule_.current()] = *ticket;
    gwsStops_[schedule_.current()] = status;
    schedule_.blockCurrent(status.resumeBlock);
  } else {
    schedule_.setCurrentBlock(status.resumeBlock);
  }
  return std::nullopt;
}

bool WorkgroupRunner::wake() {
  for (unsigned w = 0; w < waveCount_; ++w) {
    if (schedule_.blocked(w) && gws_->tryRelease(tickets_[w])) schedule_.unblock(w);
  }
  return !schedule_.stalled();
}

Failure WorkgroupRunner::deadlockReport() const {
  unsigned wave = 0;
  while (wave + 1 < waveCount_ && !schedule_.blocked(wave)) ++wave;
  ir::ExitStatus status = gwsStops_[wave];
  ir::GwsRequest request = ir::GwsRequest::decode(status.trapId);
  status.message = "grid deadlock: every workgroup left waits at a GWS barrier or semaphore that no running wave "
                   "can complete (resource " + std::to_string(request.resource) +
                   "; a workgroup ended without arriving, or the count exceeds the grid)";
  return faultReport(r_, status, waveInit(wave), LaunchError::Cause::Deadlock, "");
}

// For a wave that never stops (the schedule's current one): the other
// waves of its workgroup that wait for it at s_barrier (a barrier it will
// not reach is a deadlock).
std::string WorkgroupRunner::barrierContext() const {
  std::string waves;
  for (unsigned w = 0; w < waveCount_; ++w) {
    if (schedule_.waitingAtBarrier(w)) waves += (waves.empty() ? "" : ",") + std::to_string(w);
  }
  return waves.empty() ? "" : " while wave(s) " + waves + " wait at s_barrier";
}

// Runs the schedule's waves to the next stop the runtime must see, in
// stretches of at most kStretch blocks so that the time limit and a fault
// elsewhere are noticed within one (tens of milliseconds on the
// interpreter). A runner that switches waves itself is given the schedule;
// kernels with scratch are not switched (each wave has its own window in
// the memory). Up to maxBlocksPerWave blocks without any wave reaching a
// barrier or its end; then it is a runaway (StepLimit).
ir::ExitStatus WorkgroupRunner::runTurns() {
  constexpr std::uint64_t kStretch = 1u << 14;
  std::uint64_t left = r_.maxBlocksPerWave;
  for (;;) {
    std::uint64_t stops = schedule_.stops();
    std::uint64_t now = std::min(left, kStretch);
    ir::ExitStatus status;
    if (scratchPerLane_ == 0) {
      status = runner_.runWaves(schedule_, *memory_, now);
    } else {
      memory_->setScratch(scratch_[schedule_.current()]);
      status = runner_.run(schedule_.currentBlock(), schedule_.currentState(), *memory_, now);
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

}  // namespace gcnjit::runtime

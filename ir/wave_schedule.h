// The order in which one host thread runs the waves of a workgroup. The waves
// take turns in a cycle: the current wave runs until it stops at s_barrier or
// ends, then the next wave that has not ended runs. A barrier lets its waves
// go once every wave that has not ended has arrived (a wave that ends leaves
// the barrier count, seed 000 "s_barrier"); the wave that arrives last goes
// on at once. Because the waves arrive in cycle order, the next wave in the
// cycle is always one that has not arrived at the current barrier yet.
//
// A wave may also wait for something outside its workgroup (a GWS barrier of
// a cooperative launch): it is blocked, the turn skips it, and when no wave
// of the workgroup can run the schedule is stalled until the runtime
// unblocks one.
//
// The runtime drives it for runners that stop at every barrier (the
// interpreter); JIT code calls it itself at s_barrier and s_endpgm and
// switches waves without leaving the generated code (WaveRunner::runWaves).
// Both take the same turns, so both see the same interleaving.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace gcnjit::ir {

struct WaveState;
struct WaveEntry;

class WaveSchedule {
 public:
  static constexpr unsigned kMaxWaves = 16;  // 1024 work-items

  // `count` waves, all at `entryBlock`, wave 0 first. `entry`: the
  // workgroup's initial registers, for a runner whose `entryBlock` starts
  // waves itself (Executable::waveStartBlock).
  void start(unsigned count, std::size_t entryBlock, WaveState* const* states, const WaveEntry* entry = nullptr);

  unsigned current() const { return current_; }
  const WaveEntry* entry() const { return entry_; }
  WaveState& currentState() const { return *states_[current_]; }
  std::size_t currentBlock() const { return resume_[current_]; }
  // Where the current wave goes on after a stop that is not a barrier or
  // its end (a runner's step limit).
  void setCurrentBlock(std::size_t block) { resume_[current_] = block; }

  // The current wave stopped at s_barrier and continues at `resumeBlock`
  // once the barrier lets it go; the turn passes on. (Inline: JIT code
  // calls it at every s_barrier.)
  void arriveAtBarrier(std::size_t resumeBlock) {
    ++stops_;
    resume_[current_] = resumeBlock;
    if (++arrived_ == live_) {
      release();  // the last to arrive goes on
    } else {
      waiting_[current_] = true;
      passTurn();
    }
  }
  // The current wave ended; the turn passes on. False when it was the last.
  bool endWave() {
    ++stops_;
    ended_[current_] = true;
    if (--live_ == 0) return false;
    if (arrived_ == live_) release();  // the waves still waiting may all have arrived now
    passTurn();
    return true;
  }
  bool lastWave() const { return live_ == 1; }

  // The current wave waits for something outside the workgroup and goes on
  // at `resumeBlock` once unblocked; the turn passes to the next wave that
  // can run, if there is one (else the schedule is stalled).
  void blockCurrent(std::size_t resumeBlock) {
    ++stops_;
    resume_[current_] = resumeBlock;
    blocked_[current_] = true;
    ++blockedCount_;
    outOfOrder_ = true;
    passTurn();
  }
  // `wave` may run again; a stalled schedule goes on with it.
  void unblock(unsigned wave) {
    blocked_[wave] = false;
    --blockedCount_;
    if (stalled_) {
      stalled_ = false;
      current_ = wave;
    }
  }
  bool blocked(unsigned wave) const { return blocked_[wave]; }
  // No wave can run: each live one waits at s_barrier or is blocked.
  bool stalled() const { return stalled_; }

  // What a runner that switches waves itself may do when the workgroup's
  // last wave ends: `next(context)` starts the thread's next workgroup on
  // this schedule (start) and says whether there was one; without it, or
  // when there is none, the runner stops (EndProgram).
  using NextWorkgroup = bool (*)(void* context);
  void setNextWorkgroup(NextWorkgroup next, void* context) {
    next_ = next;
    nextContext_ = context;
  }
  bool startNextWorkgroup() {
    ++stops_;  // the last wave's end
    return next_ && next_(nextContext_);
  }

  bool waitingAtBarrier(unsigned wave) const { return waiting_[wave]; }
  // Barrier arrivals and ends so far, over every workgroup started: a
  // runner that made none ran without stopping (the runtime's runaway
  // limit).
  std::uint64_t stops() const { return stops_; }

 private:
  void passTurn() {
    if (!outOfOrder_) {  // waves arrive in cycle order: the next live one has not arrived
      do {
        current_ = current_ + 1 == count_ ? 0 : current_ + 1;
      } while (ended_[current_]);
      return;
    }
    for (unsigned step = 1; step <= count_; ++step) {
      unsigned wave = (current_ + step) % count_;
      if (!ended_[wave] && !waiting_[wave] && !blocked_[wave]) {
        current_ = wave;
        return;
      }
    }
    stalled_ = true;  // current_ stays: the wave that stopped last
  }
  void release() {
    arrived_ = 0;
    waiting_.fill(false);
    if (blockedCount_ == 0) outOfOrder_ = false;  // from here on the waves arrive in cycle order again
  }

  std::array<WaveState*, kMaxWaves> states_{};
  const WaveEntry* entry_ = nullptr;
  std::array<std::size_t, kMaxWaves> resume_{};
  std::array<bool, kMaxWaves> ended_{};
  std::array<bool, kMaxWaves> waiting_{};
  std::array<bool, kMaxWaves> blocked_{};
  unsigned blockedCount_ = 0;
  bool outOfOrder_ = false;  // a wave was blocked since the last release: turns skip by state
  bool stalled_ = false;
  unsigned count_ = 0;
  unsigned live_ = 0;     // waves that have not ended
  unsigned arrived_ = 0;  // live waves waiting at the current barrier
  unsigned current_ = 0;
  std::uint64_t stops_ = 0;
  NextWorkgroup next_ = nullptr;
  void* nextContext_ = nullptr;
};

}  // namespace gcnjit::ir

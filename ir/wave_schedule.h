// The order in which one host thread runs the waves of a workgroup. The waves
// take turns in a cycle: the current wave runs until it stops at s_barrier or
// ends, then the next wave that has not ended runs. A barrier lets its waves
// go once every wave that has not ended has arrived (a wave that ends leaves
// the barrier count, seed 000 "s_barrier"); the wave that arrives last goes
// on at once. Because the waves arrive in cycle order, the next wave in the
// cycle is always one that has not arrived at the current barrier yet.
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

class WaveSchedule {
 public:
  static constexpr unsigned kMaxWaves = 16;  // 1024 work-items

  // `count` waves, all at `entryBlock`, wave 0 first.
  void start(unsigned count, std::size_t entryBlock, WaveState* const* states);

  unsigned current() const { return current_; }
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

  bool waitingAtBarrier(unsigned wave) const { return waiting_[wave]; }
  // Barrier arrivals and ends so far: a runner that made none ran without
  // stopping (the runtime's runaway limit).
  std::uint64_t stops() const { return stops_; }

 private:
  void passTurn() {
    do {
      current_ = current_ + 1 == count_ ? 0 : current_ + 1;
    } while (ended_[current_]);
  }
  void release() {
    arrived_ = 0;
    waiting_.fill(false);
  }

  std::array<WaveState*, kMaxWaves> states_{};
  std::array<std::size_t, kMaxWaves> resume_{};
  std::array<bool, kMaxWaves> ended_{};
  std::array<bool, kMaxWaves> waiting_{};
  unsigned count_ = 0;
  unsigned live_ = 0;     // waves that have not ended
  unsigned arrived_ = 0;  // live waves waiting at the current barrier
  unsigned current_ = 0;
  std::uint64_t stops_ = 0;
};

}  // namespace gcnjit::ir

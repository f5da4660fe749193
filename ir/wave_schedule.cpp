#include "ir/wave_schedule.h"

#include <stdexcept>

namespace gcnjit::ir {

void WaveSchedule::start(unsigned count, std::size_t entryBlock, WaveState* const* states) {
  if (count == 0 || count > kMaxWaves) throw std::invalid_argument("WaveSchedule: 1 to 16 waves");
  count_ = live_ = count;
  arrived_ = 0;
  current_ = 0;
  stops_ = 0;
  for (unsigned w = 0; w < count; ++w) {
    states_[w] = states[w];
    resume_[w] = entryBlock;
    ended_[w] = false;
    waiting_[w] = false;
  }
}

void WaveSchedule::arriveAtBarrier(std::size_t resumeBlock) {
  ++stops_;
  resume_[current_] = resumeBlock;
  if (++arrived_ == live_) {
    release();  // the last to arrive goes on
  } else {
    waiting_[current_] = true;
    passTurn();
  }
}

bool WaveSchedule::endWave() {
  ++stops_;
  ended_[current_] = true;
  if (--live_ == 0) return false;
  // The waves still waiting may all have arrived now.
  if (arrived_ == live_) release();
  passTurn();
  return true;
}

void WaveSchedule::passTurn() {
  do {
    current_ = current_ + 1 == count_ ? 0 : current_ + 1;
  } while (ended_[current_]);
}

void WaveSchedule::release() {
  arrived_ = 0;
  for (unsigned w = 0; w < count_; ++w) waiting_[w] = false;
}

}  // namespace gcnjit::ir

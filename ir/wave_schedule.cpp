#include "ir/wave_schedule.h"

#include <stdexcept>

namespace gcnjit::ir {

void WaveSchedule::start(unsigned count, std::size_t entryBlock, WaveState* const* states, const WaveEntry* entry) {
  if (count == 0 || count > kMaxWaves) throw std::invalid_argument("WaveSchedule: 1 to 16 waves");
  entry_ = entry;
  count_ = live_ = count;
  arrived_ = 0;
  current_ = 0;
  blockedCount_ = 0;
  outOfOrder_ = false;
  stalled_ = false;
  for (unsigned w = 0; w < count; ++w) {
    states_[w] = states[w];
    resume_[w] = entryBlock;
    ended_[w] = false;
    waiting_[w] = false;
    blocked_[w] = false;
  }
}

}  // namespace gcnjit::ir

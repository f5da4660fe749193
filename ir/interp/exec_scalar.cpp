// Special ops of ir/ops/scalar.inc.
#include <atomic>
#include <chrono>

#include "ir/interp/context.h"

namespace gcnjit::ir {
namespace {

// The steady clock in nanoseconds, raised where needed so that every read
// exceeds the previous one (two reads within one tick still differ).
std::uint64_t nextTick(std::atomic<std::uint64_t>& last) {
  auto now = std::chrono::steady_clock::now().time_since_epoch();
  std::uint64_t ticks = std::uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count());
  std::uint64_t previous = last.load();
  std::uint64_t next;
  do {
    next = ticks > previous ? ticks : previous + 1;
  } while (!last.compare_exchange_weak(previous, next));
  return next;
}

}  // namespace

void exec_ReadClock(ExecContext&, const Inst& inst, Value& out) {
  static std::atomic<std::uint64_t> lastShaderClock{0}, lastRealTime{0};
  out.lanes[0] = nextTick(inst.imm == 0 ? lastShaderClock : lastRealTime);
}

}  // namespace gcnjit::ir

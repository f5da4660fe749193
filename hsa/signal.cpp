#include "hsa/signal.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <new>
#include <shared_mutex>
#include <unordered_map>

#include "hsa/signal_memory.h"

namespace gcnjit::hsa {
namespace {

struct ChangeBoard {
  std::mutex mutex;
  std::condition_variable changed;
  std::uint64_t generation = 0;       // guarded by mutex
  std::atomic<int> waiters{0};
};

ChangeBoard& board() {
  static ChangeBoard* b = new ChangeBoard();  // outlives static destructors (exit-time waits)
  return *b;
}

struct Registry {
  std::shared_mutex mutex;
  std::unordered_map<const Signal*, SignalRef> live;
};

Registry& registry() {
  static Registry* r = new Registry();
  return *r;
}

// Kernels change signals without announcing it: waiters look again this often.
constexpr auto kPollInterval = std::chrono::milliseconds(1);

using Clock = std::chrono::steady_clock;

Clock::time_point deadlineAfter(std::uint64_t timeoutNs) {
  auto now = Clock::now();
  auto limit = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::time_point::max() - now);
  if (timeoutNs >= std::uint64_t(limit.count())) return Clock::time_point::max();
  return now + std::chrono::nanoseconds(timeoutNs);
}

}  // namespace

bool conditionHolds(hsa_signal_condition_t condition, std::int64_t value, std::int64_t compare) {
  switch (condition) {
    case HSA_SIGNAL_CONDITION_EQ: return value == compare;
    case HSA_SIGNAL_CONDITION_NE: return value != compare;
    case HSA_SIGNAL_CONDITION_LT: return value < compare;
    case HSA_SIGNAL_CONDITION_GTE: return value >= compare;
  }
  return false;
}

ChangeWatch::ChangeWatch() {
  ChangeBoard& b = board();
  b.waiters.fetch_add(1, std::memory_order_seq_cst);
  std::lock_guard lock(b.mutex);
  seen_ = b.generation;
}

ChangeWatch::~ChangeWatch() { board().waiters.fetch_sub(1, std::memory_order_seq_cst); }

bool ChangeWatch::sleep(Clock::time_point deadline) {
  ChangeBoard& b = board();
  auto now = Clock::now();
  if (now >= deadline) return false;
  std::unique_lock lock(b.mutex);
  if (b.generation == seen_) {
    auto until = std::min(deadline, now + kPollInterval);
    b.changed.wait_until(lock, until, [&] { return b.generation != seen_; });
  }
  seen_ = b.generation;
  return true;
}

void Signal::announceChange() {
  ChangeBoard& b = board();
  // The fence orders the caller's (perhaps relaxed) value change before the
  // read of `waiters`, against waitAny's increment before its value reads.
  std::atomic_thread_fence(std::memory_order_seq_cst);
  if (b.waiters.load(std::memory_order_relaxed) == 0) return;
  {
    std::lock_guard lock(b.mutex);
    ++b.generation;
  }
  b.changed.notify_all();
}

std::int64_t Signal::wait(hsa_signal_condition_t condition, std::int64_t compare, std::uint64_t timeoutNs,
                          std::memory_order order) {
  std::int64_t current = value().load(order);
  if (conditionHolds(condition, current, compare)) return current;
  Signal* self = this;
  std::int64_t satisfying = current;
  waitAny(1, &self, &condition, &compare, timeoutNs, &satisfying);
  return satisfying;
}

std::uint32_t waitAny(std::uint32_t count, Signal* const* signals, const hsa_signal_condition_t* conditions,
                      const std::int64_t* compares, std::uint64_t timeoutNs, std::int64_t* satisfying) {
  ChangeWatch watch;
  auto deadline = deadlineAfter(timeoutNs);
  std::uint32_t found = count;
  do {
    for (std::uint32_t i = 0; i < count && found == count; ++i) {
      std::int64_t v = signals[i]->value().load(std::memory_order_acquire);
      if (satisfying) *satisfying = v;
      if (conditionHolds(conditions[i], v, compares[i])) found = i;
    }
  } while (found == count && watch.sleep(deadline));
  return found;
}

Signal* createSignal(std::int64_t initial) {
  static_assert(sizeof(Signal) <= kSignalSlotBytes && alignof(Signal) <= kSignalSlotBytes);
  SignalRef signal(new (takeSignalSlot()) Signal(), [](Signal* s) {
    s->~Signal();
    giveSignalSlot(s);
  });
  signal->abi.kind = AMD_SIGNAL_KIND_USER;
  signal->abi.value = initial;
  Registry& r = registry();
  std::unique_lock lock(r.mutex);
  r.live.emplace(signal.get(), signal);
  return signal.get();
}

bool destroySignal(hsa_signal_t handle) {
  auto* signal = reinterpret_cast<const Signal*>(static_cast<std::uintptr_t>(handle.handle));
  SignalRef last;  // freed outside the lock, unless an operation still holds it
  Registry& r = registry();
  std::unique_lock lock(r.mutex);
  auto found = r.live.find(signal);
  if (found == r.live.end()) return false;
  last = std::move(found->second);
  r.live.erase(found);
  return true;
}

SignalRef signalFrom(hsa_signal_t handle) {
  auto* signal = reinterpret_cast<const Signal*>(static_cast<std::uintptr_t>(handle.handle));
  Registry& r = registry();
  std::shared_lock lock(r.mutex);
  auto found = r.live.find(signal);
  return found == r.live.end() ? nullptr : found->second;
}

}  // namespace gcnjit::hsa

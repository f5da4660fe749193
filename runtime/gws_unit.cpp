#include "runtime/gws_unit.h"

namespace gcnjit::runtime {

GwsUnit::GwsUnit(std::uint64_t workgroups, unsigned workers) : active_(workers) {
  resources_[0].counter = std::int64_t(workgroups) - 1;
}

std::optional<GwsTicket> GwsUnit::perform(const ir::GwsRequest& request) {
  std::lock_guard lock(mutex_);
  Resource& r = resources_[request.resource];
  switch (request.op) {
    case ir::GwsOp::Init:
      r.counter = request.value;
      changed();
      return std::nullopt;
    case ir::GwsOp::Barrier:
      // The last wave to arrive finds the counter used up: it releases the
      // waiting ones and sets the count of the next barrier from its data.
      if (r.counter <= 0) {
        ++r.generation;
        r.counter = request.value;
        changed();
        return std::nullopt;
      }
      --r.counter;
      return GwsTicket{request.resource, false, r.generation};
    case ir::GwsOp::SemaV:
      ++r.counter;
      changed();
      return std::nullopt;
    case ir::GwsOp::SemaBr:
      r.counter += request.value;
      changed();
      return std::nullopt;
    case ir::GwsOp::SemaReleaseAll:
      r.counter = std::int64_t(r.queued);
      changed();
      return std::nullopt;
    case ir::GwsOp::SemaP:
      if (r.counter > 0) {
        --r.counter;
        return std::nullopt;
      }
      ++r.queued;
      return GwsTicket{request.resource, true, 0};
  }
  return std::nullopt;
}

bool GwsUnit::tryRelease(const GwsTicket& ticket) {
  std::lock_guard lock(mutex_);
  Resource& r = resources_[ticket.resource];
  if (!ticket.semaphore) return r.generation != ticket.generation;
  if (r.counter <= 0) return false;
  --r.counter;
  --r.queued;
  return true;
}

std::uint64_t GwsUnit::epoch() const {
  std::lock_guard lock(mutex_);
  return epoch_;
}

GwsUnit::Idle GwsUnit::idle(std::uint64_t seen, std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  if (epoch_ != seen) return Idle::Changed;
  if (++idle_ == active_) {
    deadlocked_ = true;
    wake_.notify_all();
  }
  wake_.wait_for(lock, timeout, [&] { return epoch_ != seen || deadlocked_; });
  if (deadlocked_) return Idle::Deadlock;
  if (epoch_ != seen) return Idle::Changed;  // changed() stopped counting this worker as idle
  --idle_;
  return Idle::TimedOut;
}

void GwsUnit::workerDone() {
  std::lock_guard lock(mutex_);
  --active_;
  if (active_ > 0 && idle_ == active_) {
    deadlocked_ = true;
    wake_.notify_all();
  }
}

// The idle workers all go and check their tickets again.
void GwsUnit::changed() {
  ++epoch_;
  idle_ = 0;
  wake_.notify_all();
}

}  // namespace gcnjit::runtime

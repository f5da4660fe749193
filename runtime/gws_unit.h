// The global wave sync (GWS) resources of a cooperative dispatch: 64
// counters, each a barrier or a semaphore (Vega ISA "DS_GWS_*"), shared by
// every workgroup of the grid. A wave that stops at Op::Gws (ir/gws.h) asks
// the unit; it goes on at once or waits with a ticket until the unit lets
// it go. Workers whose workgroups all wait go idle here until the state
// changes; when every worker with workgroups left is idle, nothing can
// release them: the grid is deadlocked (a hang on the hardware).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>

#include "ir/gws.h"

namespace gcnjit::runtime {

// What a waiting wave waits for: the barrier of `resource` to complete
// generation `generation`, or (semaphore) a unit of its counter.
struct GwsTicket {
  std::uint32_t resource = 0;
  bool semaphore = false;
  std::uint64_t generation = 0;
};

class GwsUnit {
 public:
  // `workers` host threads share the grid's `workgroups`. Resource 0 starts
  // as AMD's runtime initialises it before a cooperative dispatch
  // (ds_gws_init with workgroups - 1, the count grid.sync()'s barrier
  // passes).
  GwsUnit(std::uint64_t workgroups, unsigned workers);

  // Performs a wave's request; the ticket it must wait on, or nothing when
  // it goes on at once.
  std::optional<GwsTicket> perform(const ir::GwsRequest& request);
  // Whether the wave holding `ticket` may go on now (a semaphore ticket
  // takes its unit of the counter when it does).
  bool tryRelease(const GwsTicket& ticket);

  // Counts changes that may release a ticket: read it before checking the
  // tickets, and hand it to idle().
  std::uint64_t epoch() const;
  enum class Idle { Changed, TimedOut, Deadlock };
  // The calling worker found no ticket of its own released since `seen`:
  // waits until the state changes (Changed), `timeout` passes, or every
  // worker with workgroups left is idle (Deadlock).
  Idle idle(std::uint64_t seen, std::chrono::milliseconds timeout);
  // The calling worker has no workgroups left.
  void workerDone();

 private:
  struct Resource {
    std::int64_t counter = 0;
    std::uint64_t generation = 0;  // barrier releases so far
    std::uint64_t queued = 0;      // waves waiting at the semaphore
  };
  void changed();  // under mutex_

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  Resource resources_[ir::kGwsResources];
  std::uint64_t epoch_ = 0;
  unsigned active_;    // workers with workgroups left
  unsigned idle_ = 0;  // of those, waiting in idle() since the last change
  bool deadlocked_ = false;
};

}  // namespace gcnjit::runtime

// The host threads that run workgroups: started once and kept, waiting
// between dispatches, so a launch costs no thread creation and each thread
// keeps its warm per-thread state (wave states, LDS) across launches.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace gcnjit::runtime {

class WorkerPool {
 public:
  // The process's pool (every Device shares it: they compete for the same cores).
  static WorkerPool& shared();

  // What run() does while another thread's run holds the pool.
  enum class WhenBusy {
    Wait,     // waits for it
    RunHere,  // runs the jobs one after another on the calling thread at once
  };
  // Runs job(w) for every w in [0, count): w = 0 on the calling thread, the
  // others on pool threads (started on first need). Returns when all have
  // returned. One run at a time; a run asked for from inside a job runs
  // its jobs one after another on that thread, and so does one asked for
  // with WhenBusy::RunHere while the pool is busy (so that dispatches from
  // several HSA queues progress together: a kernel may wait for another's).
  void run(unsigned count, const std::function<void(unsigned)>& job, WhenBusy whenBusy = WhenBusy::Wait);
  // Whether run() called from this thread runs its jobs at the same time
  // (false inside a job).
  static bool runsInParallel();

 private:
  WorkerPool() = default;
  void loop(unsigned worker);

  std::mutex runMutex_;  // held for a whole run
  std::mutex mutex_;     // guards what follows
  std::condition_variable wake_, finished_;
  std::vector<std::thread> threads_;  // worker w is threads_[w - 1]
  const std::function<void(unsigned)>* job_ = nullptr;
  unsigned workers_ = 0;   // workers of the current run
  unsigned pending_ = 0;   // pool workers of the current run still running
  std::uint64_t epoch_ = 0;
};

}  // namespace gcnjit::runtime

#include "runtime/worker_pool.h"

namespace gcnjit::runtime {
namespace {

thread_local bool insideJob = false;

}  // namespace

WorkerPool& WorkerPool::shared() {
  // Never destroyed: its threads wait on it until the process exits.
  static WorkerPool* pool = new WorkerPool;
  return *pool;
}

bool WorkerPool::runsInParallel() { return !insideJob; }

void WorkerPool::run(unsigned count, const std::function<void(unsigned)>& job, WhenBusy whenBusy) {
  if (count <= 1 || insideJob) {
    for (unsigned w = 0; w < std::max(count, 1u); ++w) job(w);
    return;
  }
  std::unique_lock runLock(runMutex_, std::defer_lock);
  if (whenBusy == WhenBusy::RunHere) {
    if (!runLock.try_lock()) {
      insideJob = true;  // runs asked for by these jobs run here too
      for (unsigned w = 0; w < count; ++w) job(w);
      insideJob = false;
      return;
    }
  } else {
    runLock.lock();
  }
  {
    std::lock_guard lock(mutex_);
    while (threads_.size() + 1 < count) {
      unsigned worker = unsigned(threads_.size()) + 1;
      threads_.emplace_back([this, worker] { loop(worker); });
    }
    job_ = &job;
    workers_ = count;
    pending_ = count - 1;
    ++epoch_;
  }
  wake_.notify_all();
  insideJob = true;
  job(0);
  insideJob = false;
  std::unique_lock lock(mutex_);
  finished_.wait(lock, [&] { return pending_ == 0; });
  job_ = nullptr;
}

void WorkerPool::loop(unsigned worker) {
  insideJob = true;
  std::uint64_t seen = 0;
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return epoch_ != seen; });
    seen = epoch_;
    if (worker >= workers_) continue;  // not needed in this run
    const std::function<void(unsigned)>* job = job_;
    lock.unlock();
    (*job)(worker);
    lock.lock();
    if (--pending_ == 0) finished_.notify_one();
  }
}

}  // namespace gcnjit::runtime

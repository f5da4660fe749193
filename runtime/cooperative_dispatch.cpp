#include "runtime/cooperative_dispatch.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "runtime/gws_unit.h"
#include "runtime/workgroup_runner.h"
#include "runtime/worker_pool.h"

namespace gcnjit::runtime {
namespace {

// How often an idle worker looks at the failure flag and the time limit.
constexpr std::chrono::milliseconds kIdlePoll{20};

// A workgroup resident on a worker, in its own storage.
struct Resident {
  WorkgroupStorage storage;
  std::unique_ptr<WorkgroupRunner> runner;
  bool finished = false;
};

}  // namespace

void runCooperativeDispatch(const DispatchRequest& request, AddressRanges& ranges, std::size_t entryBlock) {
  const LaunchDims& d = request.dims;
  std::uint64_t total = std::uint64_t(d.groups(0)) * d.groups(1) * d.groups(2);
  // Jobs asked for inside a job run one after another: then one worker
  // holds the whole grid.
  unsigned workers = WorkerPool::runsInParallel() ? unsigned(std::clamp<std::uint64_t>(request.threads, 1, total)) : 1;
  GwsUnit gws(total, workers);
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  Failure error;
  bool timed = request.timeLimitMs != 0;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(request.timeLimitMs);
  auto report = [&](Failure failure) {
    std::lock_guard lock(errorMutex);
    if (!failed.exchange(true)) error = std::move(failure);
  };
  std::vector<std::uint64_t> perWorker(workers, 0);

  auto worker = [&](unsigned w) {
    try {
      std::unique_ptr<ir::WaveRunner> waveRunner = request.executable->newRunner();
      std::vector<std::unique_ptr<Resident>> groups;
      for (std::uint64_t g = w; g < total; g += workers) {
        auto resident = std::make_unique<Resident>();
        resident->runner = std::make_unique<WorkgroupRunner>(request, ranges, entryBlock, *waveRunner,
                                                             resident->storage, &gws);
        resident->runner->watch(&failed, deadline, timed);
        resident->runner->start({std::uint32_t(g % d.groups(0)), std::uint32_t((g / d.groups(0)) % d.groups(1)),
                                 std::uint32_t(g / (std::uint64_t(d.groups(0)) * d.groups(1)))});
        groups.push_back(std::move(resident));
      }
      perWorker[w] = groups.size();
      std::size_t left = groups.size();
      while (left > 0 && !failed.load(std::memory_order_relaxed)) {
        std::uint64_t epoch = gws.epoch();  // before the tickets are checked
        bool ran = false;
        for (auto& group : groups) {
          WorkgroupRunner& runner = *group->runner;
          if (group->finished || (runner.stalled() && !runner.wake())) continue;
          if (std::optional<Failure> fault = runner.resume()) {
            report(*fault);
            break;
          }
          ran = true;
          if (!runner.stalled()) {
            group->finished = true;
            --left;
          }
        }
        if (ran || left == 0 || failed.load(std::memory_order_relaxed)) continue;
        if (timed && std::chrono::steady_clock::now() > deadline) {
          report({request.kernel->name + ": time limit of " + std::to_string(request.timeLimitMs) +
                      " ms exceeded (GCNJIT_TIMEOUT_MS) while every workgroup of worker " + std::to_string(w) +
                      " waits at the grid barrier",
                  LaunchError::Cause::TimeLimit});
          break;
        }
        if (gws.idle(epoch, kIdlePoll) == GwsUnit::Idle::Deadlock) {
          for (auto& group : groups) {
            if (!group->finished) {
              report(group->runner->deadlockReport());
              break;
            }
          }
          break;
        }
      }
    } catch (const std::exception& e) {  // e.g. out of host memory for the workgroups' state
      report({request.kernel->name + ": " + e.what(), LaunchError::Cause::BadLaunch});
    }
    gws.workerDone();
  };
  WorkerPool::shared().run(workers, worker);
  if (request.workgroupsPerWorker) *request.workgroupsPerWorker = perWorker;
  if (failed) throw LaunchError(error.text, error.cause);
}

}  // namespace gcnjit::runtime

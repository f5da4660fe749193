#include "runtime/dispatch.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "runtime/cooperative_dispatch.h"
#include "runtime/loaded_image.h"
#include "runtime/workgroup_runner.h"
#include "runtime/worker_pool.h"

namespace gcnjit::runtime {

void runDispatch(const DispatchRequest& request, AddressRanges& ranges) {
  const LaunchDims& d = request.dims;
  for (int k = 0; k < 3; ++k) {
    if (d.workgroup[k] == 0 || d.grid[k] == 0) throw LaunchError(request.kernel->name + ": empty grid or workgroup");
  }
  unsigned items = unsigned(d.workgroup[0]) * d.workgroup[1] * d.workgroup[2];
  if (items > 1024) throw LaunchError(request.kernel->name + ": workgroup of " + std::to_string(items) + " work-items (at most 1024)");
  std::optional<std::size_t> entryBlock = request.program->blockAt(request.kernel->entryAddress + request.image->pcBias());
  if (!entryBlock) throw LaunchError(request.kernel->name + ": the lifted program has no entry block");
  if (d.cooperative) return runCooperativeDispatch(request, ranges, *entryBlock);
  std::uint64_t total = std::uint64_t(d.groups(0)) * d.groups(1) * d.groups(2);
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  Failure error;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(request.timeLimitMs);
  auto report = [&](Failure failure) {
    std::lock_guard lock(errorMutex);
    if (!failed.exchange(true)) error = std::move(failure);
  };
  unsigned workers = unsigned(std::clamp<std::uint64_t>(request.threads, 1, total));
  std::vector<std::uint64_t> perWorker(workers, 0);
  // Batches small enough that every worker still gets ~64 of them.
  std::uint64_t batch = std::clamp<std::uint64_t>(total / (std::uint64_t(workers) * 64), 1, 16);
  std::atomic<std::uint64_t> next{workers * batch};
  auto worker = [&](unsigned w) {
    WorkgroupShare share(w, batch, total, next, d.groups(0), d.groups(1));
    try {
      std::unique_ptr<ir::WaveRunner> waveRunner = request.executable->takeRunner();
      {
        WorkgroupRunner runner(request, ranges, *entryBlock, *waveRunner, WorkgroupStorage::ofThisThread());
        runner.watch(&failed, deadline, request.timeLimitMs != 0);
        if (std::optional<Failure> fault = runner.run(share)) report(*fault);
      }
      request.executable->keepRunner(std::move(waveRunner));
    } catch (const std::exception& e) {  // e.g. out of host memory for the workgroup's state
      report({request.kernel->name + ": " + e.what(), LaunchError::Cause::BadLaunch});
    }
    perWorker[w] = share.ran();  // counted in the share: perWorker's entries share a cache line
  };
  WorkerPool::shared().run(workers, worker,
                           d.runBesideOthers ? WorkerPool::WhenBusy::RunHere : WorkerPool::WhenBusy::Wait);
  if (request.workgroupsPerWorker) *request.workgroupsPerWorker = perWorker;
  if (failed) throw LaunchError(error.text, error.cause);
}

}  // namespace gcnjit::runtime

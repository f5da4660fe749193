// runtime::WorkerPool: every worker index runs once per run, runs from
// several host threads take turns, and a run asked for inside a job runs
// inline instead of waiting for itself.
#include <catch2/catch.hpp>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "runtime/worker_pool.h"

using gcnjit::runtime::WorkerPool;

TEST_CASE("a pool run calls the job once per worker index", "[runtime][pool]") {
  for (unsigned count : {1u, 2u, 4u, 3u}) {
    std::mutex mutex;
    std::multiset<unsigned> seen;
    WorkerPool::shared().run(count, [&](unsigned w) {
      std::lock_guard lock(mutex);
      seen.insert(w);
    });
    std::multiset<unsigned> expected;
    for (unsigned w = 0; w < count; ++w) expected.insert(w);
    CHECK(seen == expected);
  }
}

TEST_CASE("pool runs from several threads all complete", "[runtime][pool]") {
  std::atomic<unsigned> calls{0};
  std::vector<std::thread> callers;
  for (int t = 0; t < 4; ++t) {
    callers.emplace_back([&] {
      for (int r = 0; r < 50; ++r) WorkerPool::shared().run(2, [&](unsigned) { calls.fetch_add(1); });
    });
  }
  for (auto& t : callers) t.join();
  CHECK(calls.load() == 4u * 50u * 2u);
}

TEST_CASE("a pool run inside a job runs its jobs inline", "[runtime][pool]") {
  std::atomic<unsigned> inner{0};
  WorkerPool::shared().run(2, [&](unsigned) { WorkerPool::shared().run(3, [&](unsigned) { inner.fetch_add(1); }); });
  CHECK(inner.load() == 2u * 3u);
}

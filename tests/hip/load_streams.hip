// Load: 8 host threads, each with its own stream, launch 1000 kernels each
// (16 distinct kernels, so translations happen while other threads launch),
// with copies in between; every result is checked. Then 10,000 more
// launches must leave the resident set flat (no leak per launch); they
// synchronize every 100 launches, since a stream's queued launches hold
// memory until they run. Prints the figures: threads, launches, kernels,
// RSS before and after.
#include <array>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <thread>
#include <utility>
#include <vector>

#include "check.h"

constexpr int kThreads = 8, kLaunchesPerThread = 1000, kKernels = 16, kItems = 256;

template <int N>
__global__ void addStep(int* data, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] += N * step + i;
}

template <int... N>
constexpr auto kernelTable(std::integer_sequence<int, N...>) {
  return std::array<void (*)(int*, int), sizeof...(N)>{addStep<N>...};
}
const auto kKernelTable = kernelTable(std::make_integer_sequence<int, kKernels>{});

long residentKiB() {
  std::ifstream statm("/proc/self/statm");
  long pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * 4;
}

// Launches `launches` kernels on its own stream (waiting for them every
// `syncEvery`) and checks the sum they leave; true when every element is right.
bool launchMany(int thread, int launches, int syncEvery) {
  hipStream_t stream;
  if (hipStreamCreate(&stream) != hipSuccess) return false;
  int* data = nullptr;
  if (hipMalloc(&data, kItems * sizeof(int)) != hipSuccess) return false;
  std::vector<int> host(kItems, thread);
  bool ok = hipMemcpyAsync(data, host.data(), kItems * sizeof(int), hipMemcpyHostToDevice, stream) == hipSuccess;
  long long stepSum = 0;  // the sum of N * step over the launches
  for (int l = 0; l < launches && ok; ++l) {
    int k = (thread + l) % kKernels;
    kKernelTable[k]<<<kItems / 64, 64, 0, stream>>>(data, l);
    stepSum += static_cast<long long>(k) * l;
    ok = hipGetLastError() == hipSuccess;
    if ((l + 1) % syncEvery == 0) ok = ok && hipStreamSynchronize(stream) == hipSuccess;
  }
  ok = ok && hipMemcpyAsync(host.data(), data, kItems * sizeof(int), hipMemcpyDeviceToHost, stream) == hipSuccess;
  ok = ok && hipStreamSynchronize(stream) == hipSuccess;
  for (int i = 0; i < kItems && ok; ++i) {
    long long expected = thread + stepSum + static_cast<long long>(launches) * i;
    if (host[i] != static_cast<int>(expected)) {
      std::printf("thread %d element %d: %d, expected %d\n", thread, i, host[i], static_cast<int>(expected));
      ok = false;
    }
  }
  ok = hipFree(data) == hipSuccess && ok;
  return hipStreamDestroy(stream) == hipSuccess && ok;
}

bool launchOnThreads(int launchesPerThread, int syncEvery) {
  std::atomic<int> failed{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      if (!launchMany(t, launchesPerThread, syncEvery)) ++failed;
    });
  }
  for (std::thread& t : threads) t.join();
  return failed == 0;
}

int main() {
  EXPECT(launchOnThreads(kLaunchesPerThread, kLaunchesPerThread), "lost or wrong results under load");
  EXPECT(launchOnThreads(kLaunchesPerThread, 100), "lost or wrong results under load");
  long before = residentKiB();
  EXPECT(launchOnThreads(10000 / kThreads, 100), "lost or wrong results in the leak run");
  long after = residentKiB();
  std::printf("load_streams: %d threads x %d launches of %d kernels, then 10000 launches: RSS %ld KiB -> %ld KiB\n",
              kThreads, kLaunchesPerThread, kKernels, before, after);
  // Flat: a leak of even 1 KiB per launch would add ~10 MiB.
  EXPECT(after - before < 4096, "RSS grew by %ld KiB over 10000 launches", after - before);
  return finish("load_streams");
}

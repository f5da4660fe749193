// Cooperative launches (hipLaunchCooperativeKernel) and cooperative groups.
// AMD's behaviour (ROCm 5.2): every workgroup of a cooperative grid is
// resident at once, so grid.sync() (__ockl_grid_sync: s_barrier, one wave
// per workgroup at ds_gws_barrier, s_barrier) is a barrier of the whole
// grid; the grid may be as large as
// hipOccupancyMaxActiveBlocksPerMultiprocessor x multiProcessorCount, one
// block more is hipErrorCooperativeLaunchTooLarge; grid.is_valid() reads
// the hidden multigrid sync argument, which only a cooperative launch sets
// (to 1 on one device: multi_grid.is_valid() stays false);
// hipLaunchCooperativeKernelMultiDevice takes a list of one launch on one
// device, whose kernel sees a multi-grid of one grid. The kernels run
// several phases in which each workgroup reads what others wrote in the
// previous one; results are checked against host computations. Grids are
// larger than the host's threads (4 blocks per compute unit, and the
// maximum), so workgroups must take turns on each thread.
// Outside a cooperative launch the dispatch has no GWS resources: the
// hardware aborts ds_gws_barrier as a memory violation, and so does gcnjit
// (hipErrorIllegalAddress, never a hang); a grid whose workgroups can never
// all arrive (one leaves before grid.sync()) is reported as a deadlock
// (hipErrorLaunchTimeOut), where the hardware would hang.
// With --amd-runtime (AMD's own libamdhip64 on gcnjit's HSA runtime,
// tests/hsa) those two fault checks are left out: AMD's runtime aborts the
// process on any queue error, by design; and its answer to a list of no
// launches or unknown flags is hipSuccess (ROCm 5.2 checks neither).
#include "check.h"  // hip_runtime.h first: the cooperative groups header needs it

#include <hip/hip_cooperative_groups.h>

#include <string>
#include <vector>

namespace cg = cooperative_groups;

constexpr int kPhases = 5;

// Each phase: a grid-wide sum of `values` (block partial sums in shared
// memory, block 0 adds the partials), then every element becomes its
// left neighbour plus its right neighbour (wrapping, so the neighbours
// belong to other workgroups) plus the phase's sum modulo 7.
__global__ void phases(int* values, int* next, int* partial, int* sums, unsigned* ranks, unsigned* sizes) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  extern __shared__ int shared[];
  unsigned n = grid.size();
  unsigned i = grid.thread_rank();
  ranks[blockIdx.x * blockDim.x + threadIdx.x] = i;
  sizes[i] = n;
  for (int phase = 0; phase < kPhases; ++phase) {
    shared[threadIdx.x] = values[i];
    block.sync();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
      if (threadIdx.x < stride) shared[threadIdx.x] += shared[threadIdx.x + stride];
      block.sync();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = shared[0];
    grid.sync();
    if (i == 0) {
      int sum = 0;
      for (unsigned b = 0; b < gridDim.x; ++b) sum += partial[b];
      sums[phase] = sum;
    }
    grid.sync();
    next[i] = values[(i + n - 1) % n] + values[(i + 1) % n] + sums[phase] % 7;
    grid.sync();
    values[i] = next[i] % 1000;
    grid.sync();
  }
}

__global__ void validity(int* out) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    out[0] = cg::this_grid().is_valid();
    out[1] = cg::this_multi_grid().is_valid();
  }
}

// Workgroup 1 leaves before the barrier the others wait at.
__global__ void leaveEarly(int* out) {
  if (blockIdx.x == 1) return;
  cg::this_grid().sync();
  out[blockIdx.x] = 1;
}

// A private array too large for registers lives in scratch memory (the runtime
// then switches waves itself rather than the JIT code): each thread keeps
// its history there across the grid barriers.
__global__ void privateHistory(int* values, int* out, int rounds) {
  cg::grid_group grid = cg::this_grid();
  unsigned n = grid.size(), i = grid.thread_rank();
  int history[64];  // too large for registers
  for (int r = 0; r < rounds; ++r) {
    history[r] = values[(i + r + 1) % n];
    grid.sync();
    values[i] += history[r];
    grid.sync();
  }
  int sum = 0;
  for (int r = rounds - 1; r >= 0; --r) sum = sum * 3 + history[r];
  out[i] = sum;
}

// The multi-device API on one device: one grid of the multi-grid; each
// round every thread adds its right neighbour's value of the round before.
__global__ void multiGridRounds(int* values, unsigned* facts, int rounds) {
  cg::multi_grid_group mgrid = cg::this_multi_grid();
  unsigned n = mgrid.size(), i = mgrid.thread_rank();
  if (i == 0) {
    facts[0] = mgrid.is_valid();
    facts[1] = mgrid.num_grids();
    facts[2] = mgrid.grid_rank();
    facts[3] = n;
  }
  for (int r = 0; r < rounds; ++r) {
    int right = values[(i + 1) % n];
    mgrid.sync();
    values[i] += right;
    mgrid.sync();
  }
}

__global__ void syncOnce(int* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
  cg::this_grid().sync();
}

// The host's phases.
void expectedPhases(std::vector<int>& values, std::vector<int>& sums) {
  std::size_t n = values.size();
  std::vector<int> next(n);
  for (int phase = 0; phase < kPhases; ++phase) {
    int sum = 0;
    for (int v : values) sum += v;
    sums[phase] = sum;
    for (std::size_t i = 0; i < n; ++i) next[i] = values[(i + n - 1) % n] + values[(i + 1) % n] + sum % 7;
    for (std::size_t i = 0; i < n; ++i) values[i] = next[i] % 1000;
  }
}

void runPhases(unsigned blocks, unsigned threads) {
  unsigned n = blocks * threads;
  std::vector<int> values(n);
  for (unsigned i = 0; i < n; ++i) values[i] = int((i * 37 + 11) % 101);
  int *dValues, *dNext, *dPartial, *dSums;
  unsigned *dRanks, *dSizes;
  HIP_CHECK(hipMalloc(&dValues, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dNext, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dPartial, blocks * sizeof(int)));
  HIP_CHECK(hipMalloc(&dSums, kPhases * sizeof(int)));
  HIP_CHECK(hipMalloc(&dRanks, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dSizes, n * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(dValues, values.data(), n * sizeof(int), hipMemcpyHostToDevice));
  void* args[] = {&dValues, &dNext, &dPartial, &dSums, &dRanks, &dSizes};
  HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(phases), dim3(blocks), dim3(threads), args,
                                       threads * sizeof(int), nullptr));
  HIP_CHECK(hipDeviceSynchronize());

  std::vector<int> got(n), sums(kPhases), expectedSums(kPhases);
  std::vector<unsigned> ranks(n), sizes(n);
  HIP_CHECK(hipMemcpy(got.data(), dValues, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(sums.data(), dSums, kPhases * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(ranks.data(), dRanks, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(sizes.data(), dSizes, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  expectedPhases(values, expectedSums);
  for (int p = 0; p < kPhases; ++p) {
    EXPECT(sums[p] == expectedSums[p], "%u x %u: phase %d sum %d, expected %d", blocks, threads, p, sums[p],
           expectedSums[p]);
  }
  for (unsigned i = 0; i < n; ++i) {
    EXPECT(got[i] == values[i], "%u x %u: element %u is %d, expected %d", blocks, threads, i, got[i], values[i]);
    EXPECT(ranks[i] == i, "%u x %u: thread %u has grid rank %u", blocks, threads, i, ranks[i]);
    EXPECT(sizes[i] == n, "%u x %u: grid size %u, expected %u", blocks, threads, sizes[i], n);
  }
  HIP_CHECK(hipFree(dValues));
  HIP_CHECK(hipFree(dNext));
  HIP_CHECK(hipFree(dPartial));
  HIP_CHECK(hipFree(dSums));
  HIP_CHECK(hipFree(dRanks));
  HIP_CHECK(hipFree(dSizes));
}

void runPrivateHistory(unsigned blocks, unsigned threads, int rounds) {
  unsigned n = blocks * threads;
  std::vector<int> values(n), expected(n), got(n);
  for (unsigned i = 0; i < n; ++i) values[i] = int(i % 13);
  int *dValues, *dOut;
  HIP_CHECK(hipMalloc(&dValues, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(dValues, values.data(), n * sizeof(int), hipMemcpyHostToDevice));
  void* args[] = {&dValues, &dOut, &rounds};
  HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(privateHistory), dim3(blocks), dim3(threads),
                                       args, 0, nullptr));
  HIP_CHECK(hipMemcpy(got.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));
  std::vector<std::vector<int>> history(n, std::vector<int>(rounds));
  for (int r = 0; r < rounds; ++r) {
    for (unsigned i = 0; i < n; ++i) history[i][r] = values[(i + r + 1) % n];
    for (unsigned i = 0; i < n; ++i) values[i] += history[i][r];
  }
  for (unsigned i = 0; i < n; ++i) {
    int sum = 0;
    for (int r = rounds - 1; r >= 0; --r) sum = sum * 3 + history[i][r];
    EXPECT(got[i] == sum, "private history of thread %u: %d, expected %d", i, got[i], sum);
  }
  HIP_CHECK(hipFree(dValues));
  HIP_CHECK(hipFree(dOut));
}

void runMultiGrid(unsigned blocks, unsigned threads, int rounds) {
  unsigned n = blocks * threads;
  std::vector<int> values(n), got(n);
  for (unsigned i = 0; i < n; ++i) values[i] = int(i % 5);
  int* dValues;
  unsigned* dFacts;
  HIP_CHECK(hipMalloc(&dValues, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dFacts, 4 * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(dValues, values.data(), n * sizeof(int), hipMemcpyHostToDevice));
  void* args[] = {&dValues, &dFacts, &rounds};
  // Each launch names a stream of its own: the null stream is refused (as
  // AMD's runtime and CUDA do).
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipLaunchParams launch{reinterpret_cast<void*>(multiGridRounds), dim3(blocks), dim3(threads), args, 0, nullptr};
  EXPECT(hipLaunchCooperativeKernelMultiDevice(&launch, 1, 0) == hipErrorInvalidHandle, "the null stream");
  launch.stream = stream;
  HIP_CHECK(hipLaunchCooperativeKernelMultiDevice(&launch, 1, 0));
  std::vector<unsigned> facts(4);
  HIP_CHECK(hipMemcpy(got.data(), dValues, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(facts.data(), dFacts, 4 * sizeof(unsigned), hipMemcpyDeviceToHost));
  EXPECT(facts[0] == 1 && facts[1] == 1 && facts[2] == 0 && facts[3] == n,
         "multi-grid valid %u, grids %u, rank %u, size %u (expected 1, 1, 0, %u)", facts[0], facts[1], facts[2],
         facts[3], n);
  for (int r = 0; r < rounds; ++r) {
    std::vector<int> before = values;
    for (unsigned i = 0; i < n; ++i) values[i] += before[(i + 1) % n];
  }
  for (unsigned i = 0; i < n; ++i) EXPECT(got[i] == values[i], "multi-grid element %u: %d, expected %d", i, got[i], values[i]);

  // A list of no devices (AMD 5.2: launches nothing, hipSuccess), more
  // devices than there are, unknown flags (AMD 5.2: ignored), or too large
  // a grid.
  EXPECT(hipLaunchCooperativeKernelMultiDevice(nullptr, 1, 0) == hipErrorInvalidValue, "null list");
  hipError_t e = hipLaunchCooperativeKernelMultiDevice(&launch, 0, 0);
  EXPECT(e == hipSuccess, "no devices: %s", hipGetErrorName(e));
  int devices = 0;
  HIP_CHECK(hipGetDeviceCount(&devices));
  EXPECT(hipLaunchCooperativeKernelMultiDevice(&launch, devices + 1, 0) == hipErrorInvalidValue, "too many devices");
  e = hipLaunchCooperativeKernelMultiDevice(&launch, 1, 4);
  EXPECT(e == hipSuccess, "unknown flag: %s", hipGetErrorName(e));
  launch.gridDim = dim3(100000);
  EXPECT(hipLaunchCooperativeKernelMultiDevice(&launch, 1, 0) == hipErrorCooperativeLaunchTooLarge, "too large");
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(dValues));
  HIP_CHECK(hipFree(dFacts));
}

int maxCooperativeBlocks(const void* kernel, int threads, std::size_t shared) {
  int perUnit = 0, units = 0;
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&perUnit, kernel, threads, shared));
  HIP_CHECK(hipDeviceGetAttribute(&units, hipDeviceAttributeMultiprocessorCount, 0));
  return perUnit * units;
}

int main(int argc, char** argv) {
  bool amdRuntime = argc > 1 && std::string(argv[1]) == "--amd-runtime";
  int cooperative = 0, units = 0;
  HIP_CHECK(hipDeviceGetAttribute(&cooperative, hipDeviceAttributeCooperativeLaunch, 0));
  EXPECT(cooperative == 1, "hipDeviceAttributeCooperativeLaunch is %d", cooperative);
  HIP_CHECK(hipDeviceGetAttribute(&units, hipDeviceAttributeMultiprocessorCount, 0));

  // 4 workgroups of 4 waves per compute unit, and the most workgroups of
  // one wave the device holds at once.
  runPhases(4 * unsigned(units), 256);
  int most = maxCooperativeBlocks(reinterpret_cast<const void*>(phases), 64, 64 * sizeof(int));
  EXPECT(most >= 4 * units, "at most %d cooperative blocks of 64", most);
  runPhases(unsigned(most), 64);
  runPrivateHistory(4 * unsigned(units), 128, 9);
  runMultiGrid(4 * unsigned(units), 128, 6);

  // One block more than fits.
  int mostOf256 = maxCooperativeBlocks(reinterpret_cast<const void*>(syncOnce), 256, 0);
  int* out;
  HIP_CHECK(hipMalloc(&out, std::size_t(mostOf256) * 256 * sizeof(int)));
  void* outArgs[] = {&out};
  hipError_t e = hipLaunchCooperativeKernel(reinterpret_cast<const void*>(syncOnce), dim3(mostOf256 + 1), dim3(256),
                                            outArgs, 0, nullptr);
  EXPECT(e == hipErrorCooperativeLaunchTooLarge, "%d blocks: %s", mostOf256 + 1, hipGetErrorName(e));
  EXPECT(hipGetLastError() == hipErrorCooperativeLaunchTooLarge, "the last error is the launch's");
  HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(syncOnce), dim3(mostOf256), dim3(256), outArgs,
                                       0, nullptr));
  HIP_CHECK(hipDeviceSynchronize());

  // grid.is_valid() only in a cooperative launch; multi_grid never here.
  std::vector<int> valid(2, -1);
  HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(validity), dim3(2), dim3(64), outArgs, 0,
                                       nullptr));
  HIP_CHECK(hipMemcpy(valid.data(), out, 2 * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(valid[0] == 1 && valid[1] == 0, "cooperative launch: grid valid %d, multi-grid valid %d", valid[0],
         valid[1]);
  validity<<<2, 64>>>(out);
  HIP_CHECK(hipMemcpy(valid.data(), out, 2 * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(valid[0] == 0 && valid[1] == 0, "ordinary launch: grid valid %d, multi-grid valid %d", valid[0], valid[1]);

  // A grid that can never complete its barrier, and a grid barrier outside
  // a cooperative launch: errors, and the device keeps working.
  if (amdRuntime) {
    HIP_CHECK(hipFree(out));
    return finish("cooperative_groups");
  }
  HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(leaveEarly), dim3(4 * units), dim3(64),
                                       outArgs, 0, nullptr));
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorLaunchTimeOut, "deadlocked grid: %s", hipGetErrorName(e));
  syncOnce<<<2, 64>>>(out);
  e = hipDeviceSynchronize();
  EXPECT(e == hipErrorIllegalAddress, "grid.sync() in an ordinary launch: %s", hipGetErrorName(e));
  runPhases(2, 64);
  HIP_CHECK(hipFree(out));
  return finish("cooperative_groups");
}

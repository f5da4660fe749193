// Wavefront votes: __ballot, __any, __all, __activemask, __popcll, and
// __syncthreads_count/or/and across a block.
#include <vector>

#include "check.h"

__global__ void votes(const int* in, unsigned long long* ballots, int* flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned long long b = __ballot(v > 50);
  int anyNeg = __any(v < 0);
  int allSmall = __all(v < 1000);
  int count = __syncthreads_count(v % 2);
  int orv = __syncthreads_or(v == 77);
  int andv = __syncthreads_and(v >= 0);
  if (threadIdx.x % 64 == 0) ballots[i / 64] = b;
  flags[6 * i + 0] = anyNeg;
  flags[6 * i + 1] = allSmall;
  flags[6 * i + 2] = __popcll(b);
  flags[6 * i + 3] = count;
  flags[6 * i + 4] = orv;
  flags[6 * i + 5] = andv;
}

int main() {
  const int blocks = 4, threads = 256, n = blocks * threads;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 13) % 101;
  in[70] = -5;     // wave 1 of block 0 has a negative
  in[300] = 5000;  // wave 0 of block 1 is not all small
  std::vector<unsigned long long> ballots(n / 64);
  std::vector<int> flags(6 * n);
  int *din, *dflags;
  unsigned long long* dballots;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dflags, flags.size() * sizeof(int)));
  HIP_CHECK(hipMalloc(&dballots, ballots.size() * sizeof(unsigned long long)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  votes<<<blocks, threads>>>(din, dballots, dflags);
  HIP_CHECK(hipMemcpy(ballots.data(), dballots, ballots.size() * sizeof(unsigned long long), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(flags.data(), dflags, flags.size() * sizeof(int), hipMemcpyDeviceToHost));
  for (int w = 0; w < n / 64; ++w) {
    unsigned long long b = 0;
    int anyNeg = 0, allSmall = 1;
    for (int l = 0; l < 64; ++l) {
      int v = in[w * 64 + l];
      b |= (unsigned long long)(v > 50) << l;
      anyNeg |= v < 0;
      allSmall &= v < 1000;
    }
    EXPECT(ballots[w] == b, "ballot wave %d: %llx vs %llx", w, ballots[w], b);
    int i = w * 64 + 17;
    EXPECT(flags[6 * i + 0] == anyNeg && flags[6 * i + 1] == allSmall, "any/all wave %d", w);
    EXPECT(flags[6 * i + 2] == __builtin_popcountll(b), "popc wave %d", w);
  }
  for (int blk = 0; blk < blocks; ++blk) {
    int count = 0, orv = 0, andv = 1;
    for (int t = 0; t < threads; ++t) {
      int v = in[blk * threads + t];
      count += v % 2 != 0;
      orv |= v == 77;
      andv &= v >= 0;
    }
    int i = blk * threads + 100;
    EXPECT(flags[6 * i + 3] == count, "count block %d: %d vs %d", blk, flags[6 * i + 3], count);
    EXPECT((flags[6 * i + 4] != 0) == orv && (flags[6 * i + 5] != 0) == andv, "or/and block %d", blk);
  }
  return finish("warp_vote");
}

// Exclusive prefix sum of n unsigned ints: each block of 256 scans a block of
// 512 elements in shared memory (Blelloch up-sweep and down-sweep) and writes
// the block's total; the host scans the totals the same way, then each block
// adds its scanned total to its elements.
#include <hip/hip_runtime.h>

constexpr unsigned kGroup = 256, kBlock = 2 * kGroup;

extern "C" __global__ __launch_bounds__(kGroup) void scan_blocks(const unsigned* in, unsigned* out,
                                                                 unsigned* blockSums) {
  __shared__ unsigned t[kBlock];
  unsigned lid = threadIdx.x;
  unsigned base = blockIdx.x * kBlock;
  t[2 * lid] = in[base + 2 * lid];
  t[2 * lid + 1] = in[base + 2 * lid + 1];
  unsigned offset = 1;
  for (unsigned d = kGroup; d > 0; d >>= 1) {
    __syncthreads();
    if (lid < d) t[offset * (2 * lid + 2) - 1] += t[offset * (2 * lid + 1) - 1];
    offset <<= 1;
  }
  if (lid == 0) {
    blockSums[blockIdx.x] = t[kBlock - 1];
    t[kBlock - 1] = 0;
  }
  for (unsigned d = 1; d <= kGroup; d <<= 1) {
    offset >>= 1;
    __syncthreads();
    if (lid < d) {
      unsigned ai = offset * (2 * lid + 1) - 1, bi = offset * (2 * lid + 2) - 1;
      unsigned v = t[ai];
      t[ai] = t[bi];
      t[bi] += v;
    }
  }
  __syncthreads();
  out[base + 2 * lid] = t[2 * lid];
  out[base + 2 * lid + 1] = t[2 * lid + 1];
}

extern "C" __global__ void scan_add(unsigned* data, const unsigned* scannedSums) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  data[i] += scannedSums[i / kBlock];
}

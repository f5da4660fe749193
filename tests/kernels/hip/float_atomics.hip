// HIP atomics: float/double add (CAS loops, or hardware float add on
// gfx908 with unsafe FP atomics), 64-bit CAS, min/max, inc/dec, exchange,
// and shared-memory float atomics.
#include <hip/hip_runtime.h>

__global__ void float_atomics(float* fsum, double* dsum, unsigned long long* u64, int* i32,
                            unsigned* wrap, const float* v) {
  __shared__ float block_sum;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = v[i];
  if (threadIdx.x == 0) block_sum = 0.0f;
  __syncthreads();
  atomicAdd(&block_sum, x);
  atomicAdd(dsum, (double)x * 0.5);
  atomicMax(&i32[0], (int)x);
  atomicMin(&i32[1], -(int)x);
  int prev = atomicExch(&i32[2], i);
  atomicInc(&wrap[0], 100u + (prev & 1));
  atomicDec(&wrap[1], 100u);
  unsigned long long old = u64[0], seen;
  do {
    seen = old;
    old = atomicCAS(&u64[0], seen, seen + (unsigned long long)i * 3);
  } while (old != seen);
  atomicAdd(&u64[1], 1ull);
  atomicOr(&u64[2], 1ull << (i & 63));
  __syncthreads();
  if (threadIdx.x == 0) unsafeAtomicAdd(fsum, block_sum);
}

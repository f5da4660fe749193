// Row softmax: wave-level max and sum with __shfl_down, combined across
// waves through shared memory.
#include <hip/hip_runtime.h>

__device__ float wave_max(float v) {
  for (int o = 32; o > 0; o >>= 1) v = fmaxf(v, __shfl_down(v, o));
  return __shfl(v, 0);
}

__device__ float wave_sum(float v) {
  for (int o = 32; o > 0; o >>= 1) v += __shfl_down(v, o);
  return __shfl(v, 0);
}

__global__ void __launch_bounds__(256) softmax_rows(const float* in, float* out, int cols) {
  __shared__ float part[4];
  const float* row = in + (size_t)blockIdx.x * cols;
  int t = threadIdx.x, wave = t / 64;
  float m = -INFINITY;
  for (int c = t; c < cols; c += blockDim.x) m = fmaxf(m, row[c]);
  m = wave_max(m);
  if ((t & 63) == 0) part[wave] = m;
  __syncthreads();
  m = fmaxf(fmaxf(part[0], part[1]), fmaxf(part[2], part[3]));
  __syncthreads();
  float s = 0.0f;
  for (int c = t; c < cols; c += blockDim.x) s += expf(row[c] - m);
  s = wave_sum(s);
  if ((t & 63) == 0) part[wave] = s;
  __syncthreads();
  float inv = 1.0f / (part[0] + part[1] + part[2] + part[3]);
  for (int c = t; c < cols; c += blockDim.x) out[(size_t)blockIdx.x * cols + c] = expf(row[c] - m) * inv;
}

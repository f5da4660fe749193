// Dynamic shared memory (extern __shared__) and a templated block sum,
// built at -O0 like a debug build: locals in scratch, no inlining.
#include <hip/hip_runtime.h>

template <typename T>
__device__ T block_sum(T* smem, T v) {
  unsigned t = threadIdx.x;
  smem[t] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s) smem[t] += smem[t + s];
    __syncthreads();
  }
  return smem[0];
}

template <typename T>
__global__ void dynamic_sum(const T* in, T* out) {
  extern __shared__ char dynamic_smem[];
  T* smem = reinterpret_cast<T*>(dynamic_smem);
  T s = block_sum(smem, in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

template __global__ void dynamic_sum<int>(const int*, int*);
template __global__ void dynamic_sum<float>(const float*, float*);
template __global__ void dynamic_sum<double>(const double*, double*);

// c = a + b over n floats.
#include <hip/hip_runtime.h>

extern "C" __global__ void vector_add(const float* a, const float* b, float* c) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}

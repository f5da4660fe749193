// y = a*x + y over n floats: 12 bytes of DRAM traffic per element.
#include <hip/hip_runtime.h>

extern "C" __global__ void saxpy(float a, const float* x, float* y) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  y[i] = a * x[i] + y[i];
}

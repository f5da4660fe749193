// Loader fixture: a HIP program (host + device) built for several offload
// architectures, so that its .hip_fatbin holds one bundle with several code
// objects. SCALE_TILE sizes the __shared__ array.
#include <hip/hip_runtime.h>

__global__ void scale(float* a, float s, int n) {
  __shared__ float tile[SCALE_TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x % SCALE_TILE] = s;
  __syncthreads();
  if (i < n) a[i] *= tile[(threadIdx.x + 1) % SCALE_TILE];
}

int main() {
  float* p = nullptr;
  if (hipMalloc(&p, sizeof(float)) != hipSuccess) return 1;
  hipLaunchKernelGGL(scale, dim3(1), dim3(64), 0, 0, p, 2.0f, 1);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}

// A complete HIP program (host + device) whose kernel calls printf (hostcall
// buffer protocol). Built as an executable to cover the fat-binary path;
// it is compiled and linked only, never run at build time.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void hello(const float* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && (i & 31) == 0) printf("lane %d of block %d: %f %s\n", i, (int)blockIdx.x, data[i], "ok");
}

int main() {
  const int n = 256;
  float* d = nullptr;
  if (hipMalloc(&d, n * sizeof(float)) != hipSuccess) {
    std::fprintf(stderr, "hipMalloc failed\n");
    return 1;
  }
  hipLaunchKernelGGL(hello, dim3(n / 64), dim3(64), 0, 0, d, n);
  hipError_t err = hipDeviceSynchronize();
  std::printf("%s\n", hipGetErrorString(err));
  hipFree(d);
  return err == hipSuccess ? 0 : 1;
}

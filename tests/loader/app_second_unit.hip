// Loader fixture: a second translation unit linked with app.hip, so that the
// executable's .hip_fatbin holds two offload bundles.
#include <hip/hip_runtime.h>

__global__ void fill(int* a, int v) { a[blockIdx.x * blockDim.x + threadIdx.x] = v; }

void launchFill(int* p) { hipLaunchKernelGGL(fill, dim3(1), dim3(64), 0, 0, p, 7); }

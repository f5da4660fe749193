// Code object for the module_api test (hipcc --genco: an offload bundle for
// the three targets).
#include <hip/hip_runtime.h>

__device__ float scaleFactor = 1.0f;

extern "C" __global__ void scaleAdd(float* out, const float* in, float offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * scaleFactor + offset;
}

struct Packed {
  int a;
  double b;
};

extern "C" __global__ void packedArgs(double* out, char c, Packed p, short s) {
  if (threadIdx.x == 0 && blockIdx.x == 0) *out = c + p.a + p.b + s;
}

// A launch that runs long enough to still be running when the host unloads
// its module (module_unload): a dependent chain of `steps` integer steps.
extern "C" __global__ void longChain(unsigned* out, unsigned seed, unsigned steps) {
  unsigned x = seed + threadIdx.x;
  for (unsigned i = 0; i < steps; ++i) x = x * 1664525u + 1013904223u;
  out[threadIdx.x] = x;
}

// Reads no implicit argument, so its kernarg segment holds just the 12
// bytes of its two arguments (kernel_args_extra passes 16 through `extra`).
extern "C" __global__ void storeValue(int* out, int value) {
  if (threadIdx.x == 0) *out = value;
}

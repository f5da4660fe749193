// Real calls between device functions: noinline helpers, recursion,
// structs passed by value and indirect calls through a function pointer.
#include <hip/hip_runtime.h>

struct Vec3 {
  float x, y, z;
};

__device__ __attribute__((noinline)) float dot3(Vec3 a, Vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

__device__ __attribute__((noinline)) int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ __attribute__((noinline)) unsigned gcd(unsigned a, unsigned b) {
  return b == 0 ? a : gcd(b, a % b);
}

__device__ __attribute__((noinline)) float square(float x) { return x * x; }
__device__ __attribute__((noinline)) float negate(float x) { return -x; }

__global__ void device_calls(const float* in, const int* n, float* out, unsigned* g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Vec3 a{in[3 * i], in[3 * i + 1], in[3 * i + 2]};
  Vec3 b{a.z, a.x, a.y};
  float (*fn)(float) = (n[i] & 1) ? square : negate;
  out[i] = dot3(a, b) + (float)fib(n[i] & 15) + fn(a.x);
  g[i] = gcd((unsigned)n[i], 360u);
}

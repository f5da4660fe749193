// Real calls to device functions (noinline), recursion on the stack,
// function pointers chosen at run time, and private arrays indexed
// dynamically (scratch memory).
#include <vector>

#include "check.h"

__device__ __attribute__((noinline)) int collatzSteps(long long v) {
  int steps = 0;
  while (v != 1) {
    v = v % 2 ? 3 * v + 1 : v / 2;
    ++steps;
  }
  return steps;
}

__device__ __attribute__((noinline)) int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ int twice(int v) { return 2 * v; }
__device__ int square(int v) { return v * v; }
typedef int (*UnaryOp)(int);

__global__ void calls(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int scratch[32];
  for (int k = 0; k < 32; ++k) scratch[k] = k * i;
  UnaryOp op = i % 2 ? twice : square;
  out[4 * i + 0] = collatzSteps(i + 1);
  out[4 * i + 1] = fib(i % 15);
  out[4 * i + 2] = op(i);
  out[4 * i + 3] = scratch[(i * 7) % 32];
}

int hostCollatz(long long v) {
  int steps = 0;
  while (v != 1) {
    v = v % 2 ? 3 * v + 1 : v / 2;
    ++steps;
  }
  return steps;
}
int hostFib(int n) { return n < 2 ? n : hostFib(n - 1) + hostFib(n - 2); }

int main() {
  const int n = 2000;
  int* d;
  HIP_CHECK(hipMalloc(&d, 4 * n * sizeof(int)));
  calls<<<(n + 127) / 128, 128>>>(d, n);
  std::vector<int> out(4 * n);
  HIP_CHECK(hipMemcpy(out.data(), d, out.size() * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    EXPECT(out[4 * i] == hostCollatz(i + 1), "collatz %d", i);
    EXPECT(out[4 * i + 1] == hostFib(i % 15), "fib %d", i);
    EXPECT(out[4 * i + 2] == (i % 2 ? 2 * i : i * i), "pointer call %d", i);
    EXPECT(out[4 * i + 3] == ((i * 7) % 32) * i, "scratch %d", i);
  }
  return finish("device_functions");
}

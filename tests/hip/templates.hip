// Template kernels instantiated for several types and a functor argument.
#include <vector>

#include "check.h"

template <class T>
__global__ void axpy(T a, const T* x, T* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

struct Square {
  __device__ int operator()(int v) const { return v * v; }
};
struct Negate {
  __device__ int operator()(int v) const { return -v; }
};

template <class F, int Unroll>
__global__ void apply(F f, int* data, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
  for (int k = 0; k < Unroll; ++k)
    if (base + k < n) data[base + k] = f(data[base + k]);
}

template <class T>
void checkAxpy(const char* name) {
  const int n = 5000;
  std::vector<T> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = T(i % 100);
    y[i] = T(3);
  }
  T *dx, *dy;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&dy, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(T), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dy, y.data(), n * sizeof(T), hipMemcpyHostToDevice));
  axpy<T><<<(n + 255) / 256, 256>>>(T(2), dx, dy, n);
  HIP_CHECK(hipMemcpy(y.data(), dy, n * sizeof(T), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(y[i] == T(2) * T(i % 100) + T(3), "%s y[%d]", name, i);
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
}

int main() {
  checkAxpy<float>("float");
  checkAxpy<double>("double");
  checkAxpy<int>("int");
  checkAxpy<long long>("long long");
  const int n = 1000;
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i) v[i] = i - 500;
  int* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d, v.data(), n * sizeof(int), hipMemcpyHostToDevice));
  apply<Square, 4><<<(n / 4 + 63) / 64, 64>>>(Square{}, d, n);
  apply<Negate, 1><<<(n + 63) / 64, 64>>>(Negate{}, d, n);
  HIP_CHECK(hipMemcpy(v.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(v[i] == -(i - 500) * (i - 500), "v[%d] = %d", i, v[i]);
  HIP_CHECK(hipFree(d));
  return finish("templates");
}

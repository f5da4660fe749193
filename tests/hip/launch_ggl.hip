// hipLaunchKernelGGL with arguments of many kinds: scalars of every width,
// a struct by value, pointers, and more arguments than fit in registers.
#include <cstdint>

#include "check.h"

struct Params {
  int a;
  double b;
  char c;
  float d[3];
};

__global__ void many(std::int8_t i8, std::int16_t i16, int i32, std::int64_t i64, float f, double d, Params p,
                     double* out, std::uint64_t* bits) {
  if (threadIdx.x != 0) return;
  out[0] = i8;
  out[1] = i16;
  out[2] = i32;
  out[3] = double(i64);
  out[4] = f;
  out[5] = d;
  out[6] = p.a + p.b + p.c + p.d[0] + p.d[1] + p.d[2];
  bits[0] = std::uint64_t(i64);
}

int main() {
  double* out;
  std::uint64_t* bits;
  HIP_CHECK(hipMalloc(&out, 8 * sizeof(double)));
  HIP_CHECK(hipMalloc(&bits, sizeof(std::uint64_t)));
  Params p{7, 0.25, 3, {1.5f, 2.5f, 3.5f}};
  std::int64_t big = -(std::int64_t(1) << 40) - 5;
  hipLaunchKernelGGL(many, dim3(1), dim3(64), 0, 0, std::int8_t(-7), std::int16_t(-300), 123456, big, 1.25f, 1e100, p,
                     out, bits);
  HIP_CHECK(hipGetLastError());
  double host[8];
  std::uint64_t hostBits;
  HIP_CHECK(hipMemcpy(host, out, 7 * sizeof(double), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&hostBits, bits, sizeof hostBits, hipMemcpyDeviceToHost));
  const double expected[7] = {-7, -300, 123456, double(big), 1.25, 1e100, 7 + 0.25 + 3 + 1.5 + 2.5 + 3.5};
  for (int i = 0; i < 7; ++i) EXPECT(host[i] == expected[i], "out[%d] = %g, expected %g", i, host[i], expected[i]);
  EXPECT(hostBits == std::uint64_t(big), "bits %llx", (unsigned long long)hostBits);
  return finish("launch_ggl");
}

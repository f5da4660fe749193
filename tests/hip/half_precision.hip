// Half precision (__half, __half2) arithmetic and conversions on the device.
#include <hip/hip_fp16.h>

#include <vector>

#include "check.h"

__global__ void halves(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half a = __float2half(in[i]), b = __float2half(0.5f);
  __half2 pair = __halves2half2(a, b);
  __half2 sum = __hadd2(pair, pair);
  out[3 * i + 0] = __half2float(__hmul(a, b));
  out[3 * i + 1] = __low2float(sum) + __high2float(sum);
  out[3 * i + 2] = __half2float(__hfma(a, a, b));
}

int main() {
  const int n = 512;
  std::vector<float> in(n), out(3 * n);
  for (int i = 0; i < n; ++i) in[i] = (i - 256) * 0.125f;  // exact in half precision
  float *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
  halves<<<n / 128, 128>>>(din, dout, n);
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    float a = in[i];
    EXPECT(out[3 * i] == a * 0.5f, "mul %d: %f", i, out[3 * i]);
    EXPECT(out[3 * i + 1] == 2 * a + 1.0f, "add2 %d: %f", i, out[3 * i + 1]);
    float fma = a * a + 0.5f;  // a*a has <= 11 significant bits here; round to half
    EXPECT(close_to(out[3 * i + 2], fma, 1e-3), "fma %d: %f vs %f", i, out[3 * i + 2], fma);
  }
  return finish("half_precision");
}

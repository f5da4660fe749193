// The device math library (ocml) in single precision against the host's
// libm, within a few ulps-worth of relative error.
#include <vector>

#include "check.h"

constexpr int kFunctions = 12;

__global__ void mathf(const float* x, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  float* o = out + kFunctions * i;
  o[0] = sinf(v);
  o[1] = cosf(v);
  o[2] = expf(v * 0.1f);
  o[3] = logf(fabsf(v) + 1.0f);
  o[4] = sqrtf(fabsf(v));
  o[5] = powf(fabsf(v) + 0.5f, 1.7f);
  o[6] = tanhf(v * 0.3f);
  o[7] = atan2f(v, 3.0f);
  o[8] = fmaf(v, 1.5f, -2.0f);
  o[9] = floorf(v) + ceilf(v * 0.5f);
  o[10] = rsqrtf(fabsf(v) + 1.0f);
  o[11] = erff(v * 0.2f);
}

int main() {
  const int n = 4096;
  std::vector<float> x(n), out(kFunctions * n);
  for (int i = 0; i < n; ++i) x[i] = (i - n / 2) * 0.0137f;
  float *dx, *dout;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  mathf<<<(n + 255) / 256, 256>>>(dx, dout, n);
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    const double expected[kFunctions] = {std::sin(v),
                                         std::cos(v),
                                         std::exp(double(float(v * 0.1f))),
                                         std::log(std::fabs(v) + 1.0),
                                         std::sqrt(std::fabs(v)),
                                         std::pow(std::fabs(v) + 0.5, 1.7),
                                         std::tanh(double(float(v * 0.3f))),
                                         std::atan2(v, 3.0),
                                         std::fma(float(v), 1.5f, -2.0f),
                                         std::floor(v) + std::ceil(double(float(v * 0.5f))),
                                         1.0 / std::sqrt(std::fabs(v) + 1.0),
                                         std::erf(double(float(v * 0.2f)))};
    for (int f = 0; f < kFunctions; ++f) {
      double got = out[kFunctions * i + f];
      EXPECT(std::fabs(got - expected[f]) <= 4e-6 * std::fmax(1.0, std::fabs(expected[f])),
             "function %d of x=%.9g: %.9g vs %.9g", f, v, got, expected[f]);
    }
  }
  return finish("math_float");
}

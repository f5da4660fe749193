// The device math library in double precision against the host's libm.
#include <vector>

#include "check.h"

constexpr int kFunctions = 9;

__global__ void mathd(const double* x, double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i];
  double* o = out + kFunctions * i;
  o[0] = sin(v);
  o[1] = exp(v * 0.01);
  o[2] = log1p(fabs(v));
  o[3] = sqrt(fabs(v));
  o[4] = pow(fabs(v) + 1.0, 0.3);
  o[5] = cbrt(v);
  o[6] = hypot(v, 2.0);
  o[7] = v / 3.0;
  o[8] = fmod(v, 1.25);
}

int main() {
  const int n = 2000;
  std::vector<double> x(n), out(kFunctions * n);
  for (int i = 0; i < n; ++i) x[i] = (i - n / 2) * 0.0731;
  double *dx, *dout;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(double)));
  HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(double)));
  HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(double), hipMemcpyHostToDevice));
  mathd<<<(n + 127) / 128, 128>>>(dx, dout, n);
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(double), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    double v = x[i];
    const double expected[kFunctions] = {std::sin(v),  std::exp(v * 0.01), std::log1p(std::fabs(v)),
                                         std::sqrt(std::fabs(v)), std::pow(std::fabs(v) + 1.0, 0.3),
                                         std::cbrt(v), std::hypot(v, 2.0), v / 3.0, std::fmod(v, 1.25)};
    for (int f = 0; f < kFunctions; ++f)
      EXPECT(close_to(out[kFunctions * i + f], expected[f], 1e-14), "function %d of %.17g: %.17g vs %.17g", f, v,
             out[kFunctions * i + f], expected[f]);
  }
  return finish("math_double");
}

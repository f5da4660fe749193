// Black-Scholes prices of European call and put options (expf, logf, sqrtf and
// the Abramowitz-Stegun polynomial for the cumulative normal distribution).
#include <hip/hip_runtime.h>

__device__ float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f, a5 = 1.330274429f,
              rsqrt2pi = 0.39894228040143267794f;
  float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = rsqrt2pi * expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0f - c : c;
}

extern "C" __global__ void black_scholes(const float* spot, const float* strike, const float* years, float* call,
                                         float* put, float rate, float vol) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  float s = spot[i], x = strike[i], t = years[i];
  float sqrtT = sqrtf(t);
  float d1 = (logf(s / x) + (rate + 0.5f * vol * vol) * t) / (vol * sqrtT);
  float d2 = d1 - vol * sqrtT;
  float discounted = x * expf(-rate * t);
  call[i] = s * cnd(d1) - discounted * cnd(d2);
  put[i] = discounted * cnd(-d2) - s * cnd(-d1);
}

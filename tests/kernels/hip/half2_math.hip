// Packed half-precision math with the hip_fp16 intrinsics (__half2).
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>

__global__ void half2_math(const __half2* a, const __half2* b, __half2* out, __half* out_h,
                           float2* out_f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = a[i], y = b[i];
  __half2 r = __hfma2(x, y, __hadd2(x, y));
  r = __hmul2(r, __hsub2(x, __float2half2_rn(0.5f)));
  r = __hadd2(r, __hneg2(y));
  r = h2sqrt(__habs2(r));
  out[i] = __hmul2_sat(r, y);
  out_h[i] = __hadd(__low2half(r), __high2half(r)) * __float2half(1.5f);
  out_f[i] = __half22float2(__lowhigh2highlow(r));
}

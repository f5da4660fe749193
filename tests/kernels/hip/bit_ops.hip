// Bit-manipulation intrinsics: popcount, leading/trailing zeros, bit
// reverse, byte permute, funnel shifts, mul-hi and bit-field extract.
#include <hip/hip_runtime.h>

__global__ void bit_ops(const unsigned* a, const unsigned long long* b, unsigned* out,
                        unsigned long long* out64) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i];
  unsigned long long y = b[i];
  unsigned r = __popc(x) + __clz((int)x) + __ffs((int)x) + __brev(x) + __byte_perm(x, ~x, 0x5140);
  r += __umulhi(x, 0x9e3779b9u) + __builtin_amdgcn_ubfe(x, 5, 7) + __builtin_amdgcn_alignbit(x, r, 13);
  r ^= (x >> 3 | x << 29) + __mul24((int)x, 77) + __funnelshift_l(x, r, 9);
  out[i] = r;
  out64[i] = __brevll(y) + __popcll(y) + __clzll((long long)y) + __ffsll((long long)y) +
             __umul64hi(y, 0x9e3779b97f4a7c15ull) + (y >> (x & 63)) + (y << (r & 63));
}

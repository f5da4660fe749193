// Integer intrinsics: __popc(ll), __clz(ll), __ffs(ll), __brev(ll),
// __byte_perm, __mulhi/__umul64hi, funnel shifts, min/max, 64-bit division.
#include <cstdint>
#include <vector>

#include "check.h"

constexpr int kResults = 10;

__global__ void bits(const unsigned long long* in, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long v = in[i];
  unsigned lo = unsigned(v), hi = unsigned(v >> 32);
  unsigned long long* o = out + kResults * i;
  o[0] = __popc(lo) + 100 * __popcll(v);
  o[1] = __clz(int(lo)) + 100 * __clzll((long long)v);
  o[2] = __ffs(int(lo)) + 100 * __ffsll((long long)v);
  o[3] = __brev(lo);
  o[4] = __brevll(v);
  o[5] = __byte_perm(lo, hi, 0x7531);
  o[6] = __umul64hi(v, 0x9e3779b97f4a7c15ull);
  o[7] = (unsigned long long)(long long)__mulhi(int(lo), int(hi));
  o[8] = v / (hi | 1u) + v % 1000003ull;
  o[9] = (unsigned long long)(long long)((long long)v / -7);
}

unsigned reverse32(unsigned x) {
  unsigned r = 0;
  for (int b = 0; b < 32; ++b) r |= ((x >> b) & 1u) << (31 - b);
  return r;
}

int main() {
  const int n = 1000;
  std::vector<unsigned long long> in(n), out(kResults * n);
  unsigned long long state = 12345;
  for (int i = 0; i < n; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    in[i] = i % 10 == 0 ? 0 : state >> (i % 7);
  }
  unsigned long long *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(unsigned long long)));
  HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(unsigned long long)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(unsigned long long), hipMemcpyHostToDevice));
  bits<<<(n + 63) / 64, 64>>>(din, dout, n);
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(unsigned long long), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    unsigned long long v = in[i];
    unsigned lo = unsigned(v), hi = unsigned(v >> 32);
    unsigned char bytes[8];
    for (int b = 0; b < 4; ++b) {
      bytes[b] = (lo >> (8 * b)) & 0xff;
      bytes[4 + b] = (hi >> (8 * b)) & 0xff;
    }
    unsigned perm = bytes[1] | bytes[3] << 8 | bytes[5] << 16 | unsigned(bytes[7]) << 24;
    const unsigned long long expected[kResults] = {
        unsigned(__builtin_popcount(lo) + 100 * __builtin_popcountll(v)),
        unsigned((lo ? __builtin_clz(lo) : 32) + 100 * (v ? __builtin_clzll(v) : 64)),
        unsigned(__builtin_ffs(int(lo)) + 100 * __builtin_ffsll((long long)v)),
        reverse32(lo),
        (unsigned long long)reverse32(lo) << 32 | reverse32(hi),
        perm,
        (unsigned long long)(((unsigned __int128)v * 0x9e3779b97f4a7c15ull) >> 64),
        (unsigned long long)(long long)(int)(((long long)(int)lo * (long long)(int)hi) >> 32),
        v / (hi | 1u) + v % 1000003ull,
        (unsigned long long)((long long)v / -7)};
    for (int k = 0; k < kResults; ++k)
      EXPECT(out[kResults * i + k] == expected[k], "result %d of %llx: %llx vs %llx", k, v, out[kResults * i + k],
             expected[k]);
  }
  return finish("bit_ops");
}

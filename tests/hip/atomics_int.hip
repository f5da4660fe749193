// Integer atomics on global memory from every work-item: add, sub, min, max,
// and/or/xor, exch, CAS (a lock-free counter), inc, 64-bit add.
#include "check.h"

struct Counters {
  int add, sub, minv, maxv;
  unsigned andv, orv, xorv;
  int cas;
  unsigned inc;
  unsigned long long add64;
  int exch;
};

__global__ void hammer(Counters* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&c->add, i);
  atomicSub(&c->sub, 1);
  atomicMin(&c->minv, (i * 37) % 1001 - 500);
  atomicMax(&c->maxv, (i * 37) % 1001 - 500);
  atomicAnd(&c->andv, ~(1u << (i % 32)));
  atomicOr(&c->orv, 1u << (i % 31));
  atomicXor(&c->xorv, unsigned(i));
  int old = c->cas, assumed;
  do {
    assumed = old;
    old = atomicCAS(&c->cas, assumed, assumed + 2);
  } while (old != assumed);
  atomicInc(&c->inc, 99u);
  atomicAdd(&c->add64, (unsigned long long)i << 20);
  atomicExch(&c->exch, i);
}

int main() {
  const int n = 20000;
  Counters* d;
  HIP_CHECK(hipMalloc(&d, sizeof(Counters)));
  Counters init{0, 0, 1 << 30, -(1 << 30), ~0u, 0, 0, 0, 0, 0, -1};
  HIP_CHECK(hipMemcpy(d, &init, sizeof init, hipMemcpyHostToDevice));
  hammer<<<(n + 255) / 256, 256>>>(d, n);
  Counters c;
  HIP_CHECK(hipMemcpy(&c, d, sizeof c, hipMemcpyDeviceToHost));
  long long add = 0;
  unsigned xorv = 0;
  unsigned long long add64 = 0;
  int minv = 1 << 30, maxv = -(1 << 30);
  for (int i = 0; i < n; ++i) {
    add += i;
    xorv ^= unsigned(i);
    add64 += (unsigned long long)i << 20;
    int v = (i * 37) % 1001 - 500;
    minv = v < minv ? v : minv;
    maxv = v > maxv ? v : maxv;
  }
  EXPECT(c.add == int(add), "add %d", c.add);
  EXPECT(c.sub == -n, "sub %d", c.sub);
  EXPECT(c.minv == minv && c.maxv == maxv, "min %d max %d", c.minv, c.maxv);
  EXPECT(c.andv == 0u, "and %x", c.andv);
  EXPECT(c.orv == 0x7fffffffu, "or %x", c.orv);
  EXPECT(c.xorv == xorv, "xor %x", c.xorv);
  EXPECT(c.cas == 2 * n, "cas %d", c.cas);
  EXPECT(c.inc == unsigned(n % 100), "inc %u", c.inc);
  EXPECT(c.add64 == add64, "add64 %llu", c.add64);
  EXPECT(c.exch >= 0 && c.exch < n, "exch %d", c.exch);
  return finish("atomics_int");
}

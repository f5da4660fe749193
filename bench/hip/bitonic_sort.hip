// One compare-exchange step (size, stride) of a bitonic sorting network over
// n keys (n a power of two); the host launches log2(n)*(log2(n)+1)/2 steps.
#include <hip/hip_runtime.h>

extern "C" __global__ void bitonic_step(unsigned* keys, unsigned size, unsigned stride) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned partner = i ^ stride;
  if (partner > i) {
    unsigned a = keys[i], b = keys[partner];
    bool ascending = (i & size) == 0;
    if ((a > b) == ascending) {
      keys[i] = b;
      keys[partner] = a;
    }
  }
}

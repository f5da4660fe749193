// Does nothing: back-to-back launches of it measure launch overhead.
#include <hip/hip_runtime.h>

extern "C" __global__ void empty(unsigned* unused) {}

// A code object with a texture reference, for hipModuleGetTexRef
// (texture_references.hip): `scaled` reads it with tex1Dfetch.
#include <hip/hip_runtime.h>

texture<float, hipTextureType1D, hipReadModeElementType> moduleTex;

extern "C" __global__ void scaled(float* out, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = factor * tex1Dfetch(moduleTex, i);
}

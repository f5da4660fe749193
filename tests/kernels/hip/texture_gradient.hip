// tex2DGrad: image_sample_d (explicit derivatives), a sampling form gcnjit
// does not lift; the runtime fault tests use it as an unsupported
// instruction.
#include <hip/hip_runtime.h>

extern "C" __global__ void gradient_sample(hipTextureObject_t t, float* out) {
  int i = threadIdx.x;
  out[i] = tex2DGrad<float>(t, i * 0.125f, 0.5f, make_float2(0.125f, 0.0f), make_float2(0.0f, 0.125f));
}

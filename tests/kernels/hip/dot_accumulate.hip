// Accumulating packed integer and half dot products (gfx906/gfx908 only).
#include <hip/hip_runtime.h>

typedef short short2_t __attribute__((ext_vector_type(2)));
typedef unsigned short ushort2_t __attribute__((ext_vector_type(2)));
typedef _Float16 half2_t __attribute__((ext_vector_type(2)));

__global__ void dot_accumulate(const short2_t* s, const ushort2_t* us, const half2_t* h,
                             const int* packed, int* out_i, unsigned* out_u, float* out_f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = out_i[i];
  for (int k = 0; k < 4; ++k) acc = __builtin_amdgcn_sdot2(s[i + k], s[i + k + 1], acc, false);
  out_i[i] = acc + __builtin_amdgcn_sdot4(packed[i], packed[i + 1], acc, false) +
             __builtin_amdgcn_sdot8(packed[i], packed[i + 2], 0, true);
  out_u[i] = __builtin_amdgcn_udot2(us[i], us[i + 1], 7u, false) +
             __builtin_amdgcn_udot4((unsigned)packed[i], (unsigned)packed[i + 3], 0u, true) +
             __builtin_amdgcn_udot8((unsigned)packed[i], 0x11111111u, out_u[i], false);
  float f = 0.0f;
  for (int k = 0; k < 8; ++k) f = __builtin_amdgcn_fdot2(h[i + k], h[i + 8], f, false);
  out_f[i] = f;
}

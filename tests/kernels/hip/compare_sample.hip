// image_sample_c_lz, a depth-compare sampling form that HIP's texture
// functions never emit and gcnjit does not lift, through inline assembly;
// the runtime fault tests use it as an unsupported instruction.
#include <hip/hip_runtime.h>

extern "C" __global__ void compare_sample(float* out) {
  float texel;
  asm volatile("image_sample_c_lz v[0:3], v[4:6], s[0:7], s[8:11] dmask:0xf\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32 %0, v0"
               : "=v"(texel)
               :
               : "v0", "v1", "v2", "v3", "v4", "v5", "v6");
  out[threadIdx.x] = texel;
}

// Packed dot-product instructions (dot2-insts): gfx906 and gfx908 only.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void dot_products(global const short2* s, global const ushort2* us,
                         global const half2* h, global const uint* packed, global int* out_i,
                         global uint* out_u, global float* out_f) {
  size_t i = get_global_id(0);
  out_i[i] = __builtin_amdgcn_sdot2(s[i], s[i + 1], out_i[i], false) +
             __builtin_amdgcn_sdot4((int)packed[i], (int)packed[i + 1], 1, true) +
             __builtin_amdgcn_sdot8((int)packed[i], (int)packed[i + 2], 2, false);
  out_u[i] = __builtin_amdgcn_udot2(us[i], us[i + 1], out_u[i], true) +
             __builtin_amdgcn_udot4(packed[i], packed[i + 3], 3u, false) +
             __builtin_amdgcn_udot8(packed[i], packed[i + 4], 4u, true);
  out_f[i] = __builtin_amdgcn_fdot2(h[i], h[i + 1], out_f[i], false);
}

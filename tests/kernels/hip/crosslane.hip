// Cross-lane operations: DPP moves, ds_swizzle, ds_bpermute (__shfl),
// readlane/readfirstlane and ballot.
#include <hip/hip_runtime.h>

__global__ void crosslane(const int* in, int* out, unsigned long long* masks) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  // row_shr:1 with all rows/banks enabled and bound_ctrl.
  int dpp = __builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, true);
  // row_bcast:15 into rows 2 and 3 only.
  int bcast = __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);
  // Swap adjacent lanes (bit mode: xor_mask 1).
  int swz = __builtin_amdgcn_ds_swizzle(v, 0x041f);
  // Reverse each group of four lanes (quad_perm:[3,2,1,0]).
  int quad = __builtin_amdgcn_ds_swizzle(v, 0x801b);
  int first = __builtin_amdgcn_readfirstlane(v);
  int lane5 = __builtin_amdgcn_readlane(v, 5);
  int shfl = __shfl(v, (threadIdx.x + 3) & 63) + __shfl_xor(v, 16) + __shfl_up(v, 1);
  int perm = __builtin_amdgcn_ds_bpermute((63 - (int)threadIdx.x) * 4, v);
  unsigned long long ballot = __ballot(v > 0);
  out[i] = dpp + bcast + swz + quad + first + lane5 + shfl + perm + __popcll(ballot) +
           __any(v == 42) + __all(v != 0) + __lane_id();
  if (threadIdx.x == 0) masks[blockIdx.x] = ballot;
}

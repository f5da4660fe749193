// 256-bin histogram of bytes: each work-group counts its grid-strided share
// of the input in LDS with atomic increments, then adds its bins to the
// global histogram with one atomic add per bin.
#define BINS 256

kernel __attribute__((reqd_work_group_size(BINS, 1, 1)))
void histogram(global const uchar* data, uint n, global uint* bins) {
  local uint local_bins[BINS];
  uint lid = get_local_id(0);
  local_bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) atomic_inc(&local_bins[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (local_bins[lid] != 0) atomic_add(&bins[lid], local_bins[lid]);
}

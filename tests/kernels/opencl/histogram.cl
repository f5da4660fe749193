// 256-bin byte histogram: per-group bins in local memory (local atomics),
// merged into the global histogram with global atomics.
#define BINS 256

kernel void histogram256(global const uchar* data, uint n, global uint* hist) {
  local uint bins[BINS];
  uint lid = get_local_id(0);
  for (uint b = lid; b < BINS; b += get_local_size(0)) bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) atomic_inc(&bins[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = lid; b < BINS; b += get_local_size(0))
    if (bins[b]) atomic_add(&hist[b], bins[b]);
}

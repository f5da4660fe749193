// Bitonic sort of 512 keys per work-group in local memory, plus the
// global merge step for larger arrays.
#define N 512

kernel __attribute__((reqd_work_group_size(N / 2, 1, 1)))
void bitonic_local(global uint* keys) {
  local uint s[N];
  uint lid = get_local_id(0);
  global uint* base = keys + get_group_id(0) * N;
  s[lid] = base[lid];
  s[lid + N / 2] = base[lid + N / 2];
  for (uint size = 2; size <= N; size <<= 1) {
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      barrier(CLK_LOCAL_MEM_FENCE);
      uint pos = 2 * lid - (lid & (stride - 1));
      bool up = ((pos & size) == 0);
      uint a = s[pos], b = s[pos + stride];
      if ((a > b) == up) {
        s[pos] = b;
        s[pos + stride] = a;
      }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  base[lid] = s[lid];
  base[lid + N / 2] = s[lid + N / 2];
}

kernel void bitonic_merge_global(global uint* keys, uint size, uint stride) {
  uint i = get_global_id(0);
  uint partner = i ^ stride;
  if (partner > i) {
    uint a = keys[i], b = keys[partner];
    bool up = (i & size) == 0;
    if ((a > b) == up) {
      keys[i] = b;
      keys[partner] = a;
    }
  }
}

// Exclusive prefix sum of n uints: each work-group of 256 scans a block of
// 512 elements in LDS (Blelloch up-sweep and down-sweep) and writes the
// block's total; the host scans the totals the same way (recursively, each
// level zero-padded to whole blocks), then each block adds its scanned total
// to its elements.
#define GROUP 256
#define BLOCK (2 * GROUP)

kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void scan_blocks(global const uint* in, global uint* out, global uint* block_sums) {
  local uint t[BLOCK];
  uint lid = get_local_id(0);
  uint base = get_group_id(0) * BLOCK;
  t[2 * lid] = in[base + 2 * lid];
  t[2 * lid + 1] = in[base + 2 * lid + 1];
  uint offset = 1;
  for (uint d = GROUP; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) t[offset * (2 * lid + 2) - 1] += t[offset * (2 * lid + 1) - 1];
    offset <<= 1;
  }
  if (lid == 0) {
    block_sums[get_group_id(0)] = t[BLOCK - 1];
    t[BLOCK - 1] = 0;
  }
  for (uint d = 1; d <= GROUP; d <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      uint ai = offset * (2 * lid + 1) - 1, bi = offset * (2 * lid + 2) - 1;
      uint v = t[ai];
      t[ai] = t[bi];
      t[bi] += v;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = t[2 * lid];
  out[base + 2 * lid + 1] = t[2 * lid + 1];
}

kernel void scan_add(global uint* data, global const uint* scanned_sums) {
  data[get_global_id(0)] += scanned_sums[get_global_id(0) / BLOCK];
}

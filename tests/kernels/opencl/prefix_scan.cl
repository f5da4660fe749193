// Blelloch work-efficient exclusive scan of one block in local memory
// (up-sweep, clear, down-sweep); block sums go out for a second pass.
#define BLOCK 256

kernel void scan_block(global const uint* in, global uint* out, global uint* block_sums) {
  local uint temp[2 * BLOCK];
  uint lid = get_local_id(0);
  uint base = get_group_id(0) * 2 * BLOCK;
  temp[2 * lid] = in[base + 2 * lid];
  temp[2 * lid + 1] = in[base + 2 * lid + 1];
  uint offset = 1;
  for (uint d = BLOCK; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      uint ai = offset * (2 * lid + 1) - 1, bi = offset * (2 * lid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset <<= 1;
  }
  if (lid == 0) {
    block_sums[get_group_id(0)] = temp[2 * BLOCK - 1];
    temp[2 * BLOCK - 1] = 0;
  }
  for (uint d = 1; d <= BLOCK; d <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      uint ai = offset * (2 * lid + 1) - 1, bi = offset * (2 * lid + 2) - 1;
      uint t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = temp[2 * lid];
  out[base + 2 * lid + 1] = temp[2 * lid + 1];
}

// Second pass: add each block's scanned total to its elements.
kernel void scan_add_offsets(global uint* data, global const uint* scanned_sums) {
  data[get_global_id(0)] += scanned_sums[get_global_id(0) / (2 * BLOCK)];
}

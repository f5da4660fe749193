// Work-group sum reduction: tree in local memory with barriers, then one
// partial sum per group.
kernel void reduce_sum(global const float* in, global float* partial,
                       local float* scratch, uint n) {
  uint gid = get_global_id(0), lid = get_local_id(0), size = get_local_size(0);
  float acc = 0.0f;
  for (uint i = gid; i < n; i += get_global_size(0)) acc += in[i];
  scratch[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = size / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = scratch[0];
}

// Same tree with a statically sized local array and integer max.
kernel void reduce_max_static(global const int* in, global int* partial) {
  local int tile[256];
  uint lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 128; s > 0; s >>= 1) {
    if (lid < s) tile[lid] = max(tile[lid], tile[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = tile[0];
}

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

// Waves 2 and 3 of a 256-item group end first; waves 0 and 1 then pass
// three rounds of barriers in which each lane takes the value of the lane
// 64 further on (in the other wave) and adds one. A barrier waits only for
// waves that have not ended (on the hardware as in the runtime).
kernel void rotate_after_early_end(global int* out) {
  local int tile[128];
  uint lid = get_local_id(0), gid = get_global_id(0);
  if (lid >= 128) {
    out[gid] = -1;
    return;
  }
  tile[lid] = (int)gid;
  for (int round = 0; round < 3; ++round) {
    barrier(CLK_LOCAL_MEM_FENCE);
    int next = tile[(lid + 64) % 128];
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[lid] = next + 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = tile[lid];
}

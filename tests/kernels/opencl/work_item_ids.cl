// Every work-item's ids as the dispatch gives them (v0..v2, the workgroup id
// SGPRs, the size of a partial workgroup) and, after a barrier, the flat
// local id that the work-item at the mirrored position wrote to LDS: the
// waves of a workgroup take turns around the barrier.
kernel void work_item_ids(global uint* out) {
  local uint flat[1024];
  uint lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  uint id = (lz * get_local_size(1) + ly) * get_local_size(0) + lx;
  uint count = get_local_size(0) * get_local_size(1) * get_local_size(2);
  flat[id] = id;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
  global uint* o = out + 8 * ((gz * get_global_size(1) + gy) * get_global_size(0) + gx);
  o[0] = lx;
  o[1] = ly;
  o[2] = lz;
  o[3] = get_group_id(0);
  o[4] = get_group_id(1);
  o[5] = get_group_id(2);
  o[6] = count;
  o[7] = flat[count - 1 - id];
}

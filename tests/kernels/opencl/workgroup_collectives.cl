// OpenCL 2.0 work-group collectives and generic address space pointers
// (flat memory instructions, to_global/to_local casts).
static float scale(generic float* p, float s) { return *p * s; }

kernel void wg_collectives(global const int* in, global int* out, global float* f) {
  local float tmp[256];
  size_t i = get_global_id(0), l = get_local_id(0);
  int v = in[i];
  out[i] = work_group_reduce_add(v) + work_group_scan_exclusive_add(v) +
           work_group_scan_inclusive_max(v) + work_group_broadcast(v, 5);
  tmp[l] = f[i];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  generic float* g = (l & 1) ? (generic float*)&tmp[l ^ 1] : (generic float*)&f[i];
  float r = scale(g, 3.0f);
  global float* gp = to_global(g);
  if (gp) *gp = r;
  else f[i] += r;
}

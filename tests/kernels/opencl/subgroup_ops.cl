// cl_khr_subgroups built-ins: wave reductions, scans and broadcasts
// (lowered to DPP, readlane and permute sequences).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

kernel void subgroup_ops(global const int* in, global int* out, global float* fout) {
  size_t i = get_global_id(0);
  int v = in[i];
  int sum = sub_group_reduce_add(v);
  int mx = sub_group_scan_inclusive_max(v);
  int mn = sub_group_scan_exclusive_min(v);
  int b = sub_group_broadcast(v, 7);
  out[i] = sum + mx + mn + b + (int)get_sub_group_local_id() + (int)get_sub_group_size() +
           sub_group_any(v > 100) + sub_group_all(v < 0);
  fout[i] = sub_group_reduce_add((float)v * 0.5f);
}

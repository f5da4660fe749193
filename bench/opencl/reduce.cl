// Sum of n floats in two launches: each work-group of 256 adds a grid-strided
// share of the input into a register, then a tree in LDS with barriers gives
// one partial sum per group; one group then reduces the partial sums.
#define GROUP 256

static float group_sum(float value, local float* s) {
  uint lid = get_local_id(0);
  s[lid] = value;
  for (uint width = GROUP / 2; width > 0; width >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < width) s[lid] += s[lid + width];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  return s[0];
}

kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void reduce_partial(global const float* in, uint n, global float* partial) {
  local float s[GROUP];
  float sum = 0.0f;
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) sum += in[i];
  float total = group_sum(sum, s);
  if (get_local_id(0) == 0) partial[get_group_id(0)] = total;
}

kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void reduce_final(global const float* partial, uint count, global float* out) {
  local float s[GROUP];
  float sum = 0.0f;
  for (uint i = get_local_id(0); i < count; i += GROUP) sum += partial[i];
  float total = group_sum(sum, s);
  if (get_local_id(0) == 0) out[0] = total;
}

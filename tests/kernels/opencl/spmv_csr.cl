// Sparse matrix-vector product in CSR: scalar (one row per work-item) and
// vector (one row per 64-lane group, reduced in local memory) variants.
kernel void spmv_scalar(int rows, global const int* row_ptr, global const int* cols,
                        global const float* vals, global const float* x, global float* y) {
  int r = get_global_id(0);
  if (r >= rows) return;
  float acc = 0.0f;
  for (int k = row_ptr[r]; k < row_ptr[r + 1]; ++k) acc += vals[k] * x[cols[k]];
  y[r] = acc;
}

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void spmv_vector(int rows, global const int* row_ptr, global const int* cols,
                 global const float* vals, global const float* x, global float* y) {
  local float sums[64];
  int lane = get_local_id(0), r = get_group_id(0);
  float acc = 0.0f;
  for (int k = row_ptr[r] + lane; k < row_ptr[r + 1]; k += 64) acc += vals[k] * x[cols[k]];
  sums[lane] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 32; s > 0; s >>= 1) {
    if (lane < s) sums[lane] += sums[lane + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lane == 0) y[r] = sums[0];
}

// C = A * B for n x n row-major matrices (n a multiple of TILE): 16 x 16
// tiles of A and B staged in LDS, with a barrier before and after each use.
#define TILE 16

kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void sgemm_tiled(global const float* a, global const float* b, global float* c, uint n) {
  local float ta[TILE][TILE], tb[TILE][TILE];
  uint tx = get_local_id(0), ty = get_local_id(1);
  uint col = get_global_id(0), row = get_global_id(1);
  float sum = 0.0f;
  for (uint t = 0; t < n; t += TILE) {
    ta[ty][tx] = a[row * n + t + tx];
    tb[ty][tx] = b[(t + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < TILE; ++k) sum += ta[ty][k] * tb[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = sum;
}

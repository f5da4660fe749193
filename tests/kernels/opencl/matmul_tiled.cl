// Tiled matrix multiply with 16x16 tiles of A and B staged in local memory.
#define TILE 16

kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void matmul_tiled(global const float* a, global const float* b, global float* c, int n) {
  local float ta[TILE][TILE];
  local float tb[TILE][TILE + 1];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_group_id(1) * TILE + ty, col = get_group_id(0) * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    ta[ty][tx] = (row < n && t + tx < n) ? a[row * n + t + tx] : 0.0f;
    tb[ty][tx] = (col < n && t + ty < n) ? b[(t + ty) * n + col] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k) acc = fma(ta[ty][k], tb[k][tx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < n && col < n) c[row * n + col] = acc;
}

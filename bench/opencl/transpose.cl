// out = transpose(in) for an n x n float matrix (n a multiple of 32): 32 x 32
// tiles pass through LDS (one column of padding against bank conflicts) so
// that both the reads and the writes are contiguous; each work-item moves 4
// elements of a 32 x 8 work-group.
#define TILE 32
#define ROWS 8

kernel __attribute__((reqd_work_group_size(TILE, ROWS, 1)))
void transpose(global const float* in, global float* out, uint n) {
  local float tile[TILE][TILE + 1];
  uint tx = get_local_id(0), ty = get_local_id(1);
  uint x = get_group_id(0) * TILE + tx, y = get_group_id(1) * TILE + ty;
  for (uint j = 0; j < TILE; j += ROWS) tile[ty + j][tx] = in[(y + j) * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + tx;
  y = get_group_id(0) * TILE + ty;
  for (uint j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[tx][ty + j];
}

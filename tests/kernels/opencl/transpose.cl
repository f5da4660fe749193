// Matrix transpose through a padded local tile (avoids LDS bank conflicts).
#define TILE 32

kernel void transpose(global const float* in, global float* out, int width, int height) {
  local float tile[TILE][TILE + 1];
  int x = get_group_id(0) * TILE + get_local_id(0);
  int y = get_group_id(1) * TILE + get_local_id(1);
  for (int j = 0; j < TILE; j += get_local_size(1))
    if (x < width && y + j < height) tile[get_local_id(1) + j][get_local_id(0)] = in[(y + j) * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + get_local_id(0);
  y = get_group_id(0) * TILE + get_local_id(1);
  for (int j = 0; j < TILE; j += get_local_size(1))
    if (x < height && y + j < width) out[(y + j) * height + x] = tile[get_local_id(0)][get_local_id(1) + j];
}

// 7-point stencil over a 3D NDRange (uses all three grid dimensions).
kernel void stencil7(global const float* in, global float* out, int nx, int ny, int nz,
                     float c0, float c1) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x < 1 || y < 1 || z < 1 || x >= nx - 1 || y >= ny - 1 || z >= nz - 1) return;
  size_t sy = nx, sz = (size_t)nx * ny, i = z * sz + y * sy + x;
  out[i] = c0 * in[i] + c1 * (in[i - 1] + in[i + 1] + in[i - sy] + in[i + sy] + in[i - sz] + in[i + sz]);
}

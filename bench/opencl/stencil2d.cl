// One Jacobi step of the 5-point Laplace stencil on an n x n grid; the
// boundary rows and columns are copied unchanged.
kernel void stencil2d(global const float* in, global float* out, uint n) {
  uint x = get_global_id(0), y = get_global_id(1);
  uint i = y * n + x;
  if (x == 0 || y == 0 || x == n - 1 || y == n - 1) {
    out[i] = in[i];
  } else {
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - n] + in[i + n]);
  }
}

// One Jacobi step of a 5-point stencil on a 2D grid with clamped edges.
kernel void jacobi5(global const float* in, global float* out, int w, int h, float alpha) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h) return;
  int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
  int yu = max(y - 1, 0), yd = min(y + 1, h - 1);
  float c = in[y * w + x];
  float lap = in[y * w + xl] + in[y * w + xr] + in[yu * w + x] + in[yd * w + x] - 4.0f * c;
  out[y * w + x] = c + alpha * lap;
}

// Naive matrix multiply C = A * B (row-major, n x n), one element per work-item.
kernel void matmul_naive(global const float* a, global const float* b, global float* c, int n) {
  int row = get_global_id(1), col = get_global_id(0);
  if (row >= n || col >= n) return;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) acc += a[row * n + k] * b[k * n + col];
  c[row * n + col] = acc;
}

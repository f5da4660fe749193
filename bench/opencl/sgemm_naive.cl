// C = A * B for n x n row-major matrices, one work-item per element of C.
kernel void sgemm_naive(global const float* a, global const float* b, global float* c, uint n) {
  uint col = get_global_id(0), row = get_global_id(1);
  float sum = 0.0f;
  for (uint k = 0; k < n; ++k) sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}

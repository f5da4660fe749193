// Streaming vector kernels: scalar saxpy and a float4 axpby with a bounds check.
kernel void saxpy(float a, global const float* x, global float* y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

kernel void axpby4(float a, float b, global const float4* x, global float4* y, uint n) {
  size_t i = get_global_id(0);
  if (i < n) y[i] = a * x[i] + b * y[i];
}

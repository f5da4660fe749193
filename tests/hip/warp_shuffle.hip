// Wavefront (64-lane) shuffles: broadcast, rotate, butterfly reduction with
// __shfl_xor, __shfl_down prefix pieces, on int, float and double.
#include <vector>

#include "check.h"

__global__ void shuffles(const int* in, int* out, float* fout, double* dout) {
  int lane = threadIdx.x % warpSize;
  int base = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[base];
  out[4 * base + 0] = __shfl(v, 5);                      // broadcast lane 5
  out[4 * base + 1] = __shfl(v, (lane + 1) % warpSize);  // rotate
  int sum = v;
  for (int offset = warpSize / 2; offset > 0; offset /= 2) sum += __shfl_xor(sum, offset);
  out[4 * base + 2] = sum;
  out[4 * base + 3] = __shfl_down(v, 3);
  fout[base] = __shfl_up(float(v) * 0.5f, 2);
  dout[base] = __shfl_xor(double(v) * 0.25, 1);
}

int main() {
  const int blocks = 3, threads = 128, n = blocks * threads;
  std::vector<int> in(n), out(4 * n);
  std::vector<float> fout(n);
  std::vector<double> dout(n);
  for (int i = 0; i < n; ++i) in[i] = i * 3 + 1;
  int *din, *dout_i;
  float* df;
  double* dd;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout_i, 4 * n * sizeof(int)));
  HIP_CHECK(hipMalloc(&df, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dd, n * sizeof(double)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  shuffles<<<blocks, threads>>>(din, dout_i, df, dd);
  HIP_CHECK(hipMemcpy(out.data(), dout_i, 4 * n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(fout.data(), df, n * sizeof(float), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(dout.data(), dd, n * sizeof(double), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    int wave = i / 64 * 64, lane = i % 64;
    int sum = 0;
    for (int k = 0; k < 64; ++k) sum += in[wave + k];
    EXPECT(out[4 * i + 0] == in[wave + 5], "broadcast %d", i);
    EXPECT(out[4 * i + 1] == in[wave + (lane + 1) % 64], "rotate %d", i);
    EXPECT(out[4 * i + 2] == sum, "xor sum %d: %d vs %d", i, out[4 * i + 2], sum);
    EXPECT(out[4 * i + 3] == (lane + 3 < 64 ? in[i + 3] : in[i]), "down %d", i);
    EXPECT(fout[i] == (lane >= 2 ? in[i - 2] * 0.5f : in[i] * 0.5f), "up %d: %f", i, fout[i]);
    EXPECT(dout[i] == in[wave + (lane ^ 1)] * 0.25, "double xor %d", i);
  }
  return finish("warp_shuffle");
}

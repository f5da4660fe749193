// Several streams, each copying in, running two kernels and copying out
// asynchronously; hipStreamQuery, hipStreamSynchronize, a non-blocking
// stream, priorities and hipDeviceSynchronize.
#include <vector>

#include "check.h"

__global__ void affine(float* x, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = a * x[i] + b;
}

int main() {
  const int streams = 4, n = 1 << 16;
  hipStream_t s[streams];
  HIP_CHECK(hipStreamCreate(&s[0]));
  HIP_CHECK(hipStreamCreateWithFlags(&s[1], hipStreamNonBlocking));
  HIP_CHECK(hipStreamCreateWithPriority(&s[2], hipStreamDefault, 0));
  HIP_CHECK(hipStreamCreate(&s[3]));
  hipStreamCaptureStatus capture = hipStreamCaptureStatusActive;
  HIP_CHECK(hipStreamIsCapturing(s[0], &capture));
  EXPECT(capture == hipStreamCaptureStatusNone, "stream capturing");
  unsigned flags = 0;
  HIP_CHECK(hipStreamGetFlags(s[1], &flags));
  EXPECT(flags == hipStreamNonBlocking, "flags %u", flags);
  float* host[streams];
  float* dev[streams];
  for (int k = 0; k < streams; ++k) {
    HIP_CHECK(hipHostMalloc(&host[k], n * sizeof(float), hipHostMallocDefault));
    HIP_CHECK(hipMalloc(&dev[k], n * sizeof(float)));
    for (int i = 0; i < n; ++i) host[k][i] = float(i % 1000 + k);
  }
  for (int k = 0; k < streams; ++k) {
    HIP_CHECK(hipMemcpyAsync(dev[k], host[k], n * sizeof(float), hipMemcpyHostToDevice, s[k]));
    affine<<<n / 256, 256, 0, s[k]>>>(dev[k], 2.0f, float(k), n);
    hipLaunchKernelGGL(affine, dim3(n / 256), dim3(256), 0, s[k], dev[k], 0.5f, 1.0f, n);
    HIP_CHECK(hipMemcpyAsync(host[k], dev[k], n * sizeof(float), hipMemcpyDeviceToHost, s[k]));
  }
  HIP_CHECK(hipStreamSynchronize(s[0]));
  EXPECT(hipStreamQuery(s[0]) == hipSuccess, "stream 0 not idle after synchronize");
  HIP_CHECK(hipDeviceSynchronize());
  for (int k = 0; k < streams; ++k) {
    EXPECT(hipStreamQuery(s[k]) == hipSuccess, "stream %d busy", k);
    for (int i = 0; i < n; ++i) {
      float expected = 0.5f * (2.0f * float(i % 1000 + k) + float(k)) + 1.0f;
      EXPECT(host[k][i] == expected, "stream %d element %d: %f vs %f", k, i, host[k][i], expected);
    }
  }
  // The null stream orders after the blocking streams' work.
  HIP_CHECK(hipMemsetAsync(dev[0], 0, n * sizeof(float), s[0]));
  HIP_CHECK(hipMemcpy(host[0], dev[0], n * sizeof(float), hipMemcpyDeviceToHost));
  EXPECT(host[0][n - 1] == 0.0f, "null stream did not wait for stream 0");
  for (int k = 0; k < streams; ++k) {
    HIP_CHECK(hipStreamDestroy(s[k]));
    HIP_CHECK(hipHostFree(host[k]));
    HIP_CHECK(hipFree(dev[k]));
  }
  return finish("streams");
}

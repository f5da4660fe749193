// Built for gfx906 only (see CMakeLists.txt): whatever target the device
// presents, the registered fat binary's gfx906 code object is the one to
// run, and a gfx906-only instruction (v_dot2_f32_f16 via __builtin) works.
#include "check.h"

__global__ void dot(const _Float16* a, const _Float16* b, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  typedef _Float16 half2 __attribute__((ext_vector_type(2)));
  half2 x = {a[2 * i], a[2 * i + 1]}, y = {b[2 * i], b[2 * i + 1]};
  out[i] = __builtin_amdgcn_fdot2(x, y, 1.0f, false);
}

int main() {
  const int n = 256;
  _Float16 *a, *b;
  float* out;
  HIP_CHECK(hipMallocManaged(&a, 2 * n * sizeof(_Float16)));
  HIP_CHECK(hipMallocManaged(&b, 2 * n * sizeof(_Float16)));
  HIP_CHECK(hipMallocManaged(&out, n * sizeof(float)));
  for (int i = 0; i < 2 * n; ++i) {
    a[i] = _Float16(i % 7);
    b[i] = _Float16(0.5f * (i % 5));
  }
  dot<<<n / 64, 64>>>(a, b, out, n);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) {
    float expected = float(a[2 * i]) * float(b[2 * i]) + float(a[2 * i + 1]) * float(b[2 * i + 1]) + 1.0f;
    EXPECT(out[i] == expected, "out[%d] = %f, expected %f", i, out[i], expected);
  }
  return finish("target_fallback");
}

// Surface objects: kernels read and write arrays with surf2Dread /
// surf2Dwrite (image_load / image_store; x in bytes, turned into texels by
// ockl from the channel type and order beside the T#), checked through
// copies out of the array. Bad arguments return AMD 5.2's codes.
#include <hip/hip_runtime.h>

#include <vector>

#include "check.h"

namespace {

// out(x, y) = 3 * in(x, y) + x - y, read and written through one surface.
__global__ void scale(hipSurfaceObject_t s, int width) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x >= width) return;
  float v;
  surf2Dread(&v, s, x * int(sizeof(float)), y);
  surf2Dwrite(3.0f * v + float(x - y), s, x * int(sizeof(float)), y);
}

// float4 texels: swap x and w, negate y.
__global__ void shuffle(hipSurfaceObject_t s) {
  int x = threadIdx.x, y = blockIdx.x;
  float4 v;
  surf2Dread(&v, s, x * int(sizeof(float4)), y);
  surf2Dwrite(make_float4(v.w, -v.y, v.z, v.x), s, x * int(sizeof(float4)), y);
}

hipSurfaceObject_t surfaceOf(hipArray_t array) {
  hipResourceDesc res{};
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  hipSurfaceObject_t s;
  HIP_CHECK(hipCreateSurfaceObject(&s, &res));
  return s;
}

void testFloat() {
  const int w = 20, h = 7;
  std::vector<float> in(w * h), out(w * h);
  for (int i = 0; i < w * h; ++i) in[i] = float(i % 17) * 0.75f - 4.0f;
  hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, w, h, hipArraySurfaceLoadStore));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, in.data(), w * 4, w * 4, h, hipMemcpyHostToDevice));
  hipSurfaceObject_t s = surfaceOf(array);
  scale<<<h, 32>>>(s, w);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy2DFromArray(out.data(), w * 4, array, 0, 0, w * 4, h, hipMemcpyDeviceToHost));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float want = 3.0f * in[y * w + x] + float(x - y);
      EXPECT(out[y * w + x] == want, "float surface (%d, %d): %g, want %g", x, y, out[y * w + x], want);
    }
  HIP_CHECK(hipDestroySurfaceObject(s));
  HIP_CHECK(hipFreeArray(array));
}

void testFloat4() {
  const int w = 8, h = 3;
  std::vector<float4> in(w * h), out(w * h);
  for (int i = 0; i < w * h; ++i) in[i] = make_float4(i, i + 0.5f, -i, 100 - i);
  hipChannelFormatDesc desc = hipCreateChannelDesc<float4>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, w, h, hipArraySurfaceLoadStore));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, in.data(), w * 16, w * 16, h, hipMemcpyHostToDevice));
  hipSurfaceObject_t s = surfaceOf(array);
  shuffle<<<h, w>>>(s);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy2DFromArray(out.data(), w * 16, array, 0, 0, w * 16, h, hipMemcpyDeviceToHost));
  for (int i = 0; i < w * h; ++i)
    EXPECT(out[i].x == in[i].w && out[i].y == -in[i].y && out[i].z == in[i].z && out[i].w == in[i].x,
           "float4 surface texel %d", i);
  HIP_CHECK(hipDestroySurfaceObject(s));
  HIP_CHECK(hipFreeArray(array));
}

void testBadArguments() {
  hipSurfaceObject_t s;
  hipResourceDesc res{};
  res.resType = hipResourceTypeLinear;
  EXPECT(hipCreateSurfaceObject(nullptr, &res) == hipErrorInvalidValue, "null object");
  EXPECT(hipCreateSurfaceObject(&s, nullptr) == hipErrorInvalidValue, "null resource");
  EXPECT(hipCreateSurfaceObject(&s, &res) == hipErrorInvalidValue, "linear resource");
  res.resType = hipResourceTypeArray;
  res.res.array.array = nullptr;
  EXPECT(hipCreateSurfaceObject(&s, &res) == hipErrorInvalidValue, "null array");
  EXPECT(hipDestroySurfaceObject(nullptr) == hipSuccess, "destroy null (AMD 5.2 succeeds)");
  (void)hipGetLastError();
}

}  // namespace

int main() {
  testFloat();
  testFloat4();
  testBadArguments();
  return finish("surfaces");
}

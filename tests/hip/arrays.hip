// HIP arrays: allocation (runtime and driver API), channel descriptors, and
// every copy into and out of them, each checked by a round trip through
// host memory and, where a kernel can see the array, by a texture read.
// Bad arguments return AMD 5.2's codes.
#include <hip/hip_runtime.h>

#include <vector>

#include "check.h"

extern "C" {  // the per-thread default stream variants (exported, not declared)
hipError_t hipMemcpy2DToArray_spt(hipArray*, size_t, size_t, const void*, size_t, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpy2DFromArray_spt(void*, size_t, hipArray_const_t, size_t, size_t, size_t, size_t, hipMemcpyKind);
}

namespace {

std::vector<unsigned char> pattern(size_t n, int seed) {
  std::vector<unsigned char> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = (unsigned char)((i * 131 + seed * 17) & 255);
  return v;
}

__global__ void readTexels(hipTextureObject_t t, int width, int* out) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * width + x] = tex2D<int>(t, float(x), float(y));
}

// A 2D int array: hipMemcpy2DToArray of a sub-box, hipMemcpy2DFromArray
// back, and a kernel reading the array as an unnormalized texture.
void test2DCopies() {
  const int w = 24, h = 10;
  hipChannelFormatDesc desc = hipCreateChannelDesc<int>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, w, h));
  EXPECT(array->width == w && array->height == h && array->depth == 0, "array extent recorded");
  hipChannelFormatDesc back;
  HIP_CHECK(hipGetChannelDesc(&back, array));
  EXPECT(back.x == 32 && back.y == 0 && back.f == hipChannelFormatKindSigned, "channel desc %d %d %d", back.x,
         back.y, int(back.f));

  std::vector<int> all(w * h);
  for (int i = 0; i < w * h; ++i) all[i] = i * 3 - 100;
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, all.data(), w * sizeof(int), w * sizeof(int), h, hipMemcpyHostToDevice));
  // Overwrite a 5 x 3 box at texel (4, 2) from a pitched host buffer.
  const int bw = 5, bh = 3, bx = 4, by = 2, spitch = 8;
  std::vector<int> box(spitch * bh);
  for (int i = 0; i < spitch * bh; ++i) box[i] = 100000 + i;
  HIP_CHECK(hipMemcpy2DToArray(array, bx * sizeof(int), by, box.data(), spitch * sizeof(int), bw * sizeof(int), bh,
                               hipMemcpyHostToDevice));
  for (int y = 0; y < bh; ++y)
    for (int x = 0; x < bw; ++x) all[(by + y) * w + bx + x] = box[y * spitch + x];

  std::vector<int> out(w * h, -1);
  HIP_CHECK(hipMemcpy2DFromArray(out.data(), w * sizeof(int), array, 0, 0, w * sizeof(int), h, hipMemcpyDeviceToHost));
  EXPECT(out == all, "hipMemcpy2DFromArray returns what went in");

  // The async forms on a stream.
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  std::vector<int> sub(bw * bh, 0);
  HIP_CHECK(hipMemcpy2DFromArrayAsync(sub.data(), bw * sizeof(int), array, bx * sizeof(int), by, bw * sizeof(int), bh,
                                      hipMemcpyDeviceToHost, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  for (int y = 0; y < bh; ++y)
    for (int x = 0; x < bw; ++x)
      EXPECT(sub[y * bw + x] == box[y * spitch + x], "async box read (%d, %d)", x, y);
  HIP_CHECK(hipMemcpy2DToArrayAsync(array, 0, 0, all.data(), w * sizeof(int), w * sizeof(int), h,
                                    hipMemcpyHostToDevice, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  HIP_CHECK(hipStreamDestroy(stream));

  // Kernels see the same texels.
  hipResourceDesc res{};
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  hipTextureDesc tex{};
  tex.addressMode[0] = tex.addressMode[1] = hipAddressModeClamp;
  tex.filterMode = hipFilterModePoint;
  tex.readMode = hipReadModeElementType;
  hipTextureObject_t t;
  HIP_CHECK(hipCreateTextureObject(&t, &res, &tex, nullptr));
  int* dOut;
  HIP_CHECK(hipMalloc(&dOut, w * h * sizeof(int)));
  readTexels<<<h, w>>>(t, w, dOut);
  HIP_CHECK(hipMemcpy(out.data(), dOut, w * h * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(out == all, "a kernel reads the array's texels");
  HIP_CHECK(hipDestroyTextureObject(t));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFreeArray(array));
}

// 1D copies: hipMemcpyToArray/FromArray (offset wOffset bytes into row
// hOffset) and hipMemcpyHtoA/AtoH (byte offsets), driver-API arrays.
void testLinearCopies() {
  HIP_ARRAY_DESCRIPTOR desc{};
  desc.Width = 40;
  desc.Height = 6;
  desc.Format = HIP_AD_FORMAT_UNSIGNED_INT16;
  desc.NumChannels = 2;
  hipArray_t array;
  HIP_CHECK(hipArrayCreate(&array, &desc));
  EXPECT(array->NumChannels == 2 && array->Format == HIP_AD_FORMAT_UNSIGNED_INT16, "driver format recorded");
  const size_t bytes = 40 * 6 * 4;
  std::vector<unsigned char> in = pattern(bytes, 1), out(bytes);
  HIP_CHECK(hipMemcpyHtoA(array, 0, in.data(), bytes));
  HIP_CHECK(hipMemcpyAtoH(out.data(), array, 0, bytes));
  EXPECT(out == in, "HtoA / AtoH round trip");
  std::vector<unsigned char> part = pattern(100, 2), partOut(100);
  HIP_CHECK(hipMemcpyToArray(array, 12, 3, part.data(), 100, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpyFromArray(partOut.data(), array, 12, 3, 100, hipMemcpyDeviceToHost));
  EXPECT(partOut == part, "ToArray / FromArray round trip");
  HIP_CHECK(hipMemcpyAtoH(out.data(), array, 0, bytes));
  for (size_t i = 0; i < 100; ++i) in[3 * 160 + 12 + i] = part[i];
  EXPECT(out == in, "hipMemcpyToArray wrote row 3 from byte 12 on");
  EXPECT(hipMemcpyHtoA(array, bytes - 4, in.data(), 8) == hipErrorInvalidValue, "HtoA past the array");
  HIP_CHECK(hipArrayDestroy(array));
}

// hipMemcpyParam2D between host, device and array memory.
void testParam2D() {
  const int w = 16, h = 5;
  hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, w, h));
  std::vector<unsigned char> in = pattern(w * h * 4, 3), out(w * h * 4);
  hip_Memcpy2D copy{};
  copy.srcMemoryType = hipMemoryTypeHost;
  copy.srcHost = in.data();
  copy.srcPitch = w * 4;
  copy.dstMemoryType = hipMemoryTypeArray;
  copy.dstArray = array;
  copy.WidthInBytes = w * 4;
  copy.Height = h;
  HIP_CHECK(hipMemcpyParam2D(&copy));
  void* device;
  size_t pitch;
  HIP_CHECK(hipMallocPitch(&device, &pitch, w * 4, h));
  hip_Memcpy2D toDevice{};
  toDevice.srcMemoryType = hipMemoryTypeArray;
  toDevice.srcArray = array;
  toDevice.dstMemoryType = hipMemoryTypeDevice;
  toDevice.dstDevice = device;
  toDevice.dstPitch = pitch;
  toDevice.WidthInBytes = w * 4;
  toDevice.Height = h;
  HIP_CHECK(hipMemcpyParam2DAsync(&toDevice, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipMemcpy2D(out.data(), w * 4, device, pitch, w * 4, h, hipMemcpyDeviceToHost));
  EXPECT(out == in, "host -> array -> pitched device round trip");
  copy.dstXInBytes = 8;  // the box now runs past the array's rows
  EXPECT(hipMemcpyParam2D(&copy) == hipErrorInvalidValue, "box outside the array");
  EXPECT(hipMemcpyParam2D(nullptr) == hipErrorInvalidValue, "null parameters");
  HIP_CHECK(hipFree(device));
  HIP_CHECK(hipFreeArray(array));
}

// 3D arrays: hipMalloc3DArray / hipArray3DCreate and hipMemcpy3D both ways,
// positions in elements.
void test3D() {
  const int w = 6, h = 5, d = 4;
  hipChannelFormatDesc desc = hipCreateChannelDesc<short2>();
  hipArray_t array;
  HIP_CHECK(hipMalloc3DArray(&array, &desc, make_hipExtent(w, h, d), 0));
  EXPECT(array->textureType == hipTextureType3D, "3D array type");
  std::vector<unsigned char> in = pattern(w * h * d * 4, 4), out(w * h * d * 4, 0);
  hipMemcpy3DParms p{};
  p.srcPtr = make_hipPitchedPtr(in.data(), w * 4, w, h);
  p.dstArray = array;
  p.extent = make_hipExtent(w, h, d);
  p.kind = hipMemcpyHostToDevice;
  HIP_CHECK(hipMemcpy3D(&p));
  hipMemcpy3DParms q{};
  q.srcArray = array;
  q.dstPtr = make_hipPitchedPtr(out.data(), w * 4, w, h);
  q.extent = make_hipExtent(w, h, d);
  q.kind = hipMemcpyDeviceToHost;
  HIP_CHECK(hipMemcpy3D(&q));
  EXPECT(out == in, "3D round trip");
  // A 2 x 2 x 2 box at element (3, 1, 2).
  std::vector<unsigned char> box(2 * 2 * 2 * 4, 0);
  q.srcPos = make_hipPos(3, 1, 2);
  q.dstPtr = make_hipPitchedPtr(box.data(), 8, 2, 2);
  q.extent = make_hipExtent(2, 2, 2);
  HIP_CHECK(hipMemcpy3D(&q));
  for (int z = 0; z < 2; ++z)
    for (int y = 0; y < 2; ++y)
      for (int b = 0; b < 8; ++b)
        EXPECT(box[(z * 2 + y) * 8 + b] == in[((2 + z) * h + 1 + y) * w * 4 + 3 * 4 + b], "3D box byte");
  q.srcPos = make_hipPos(5, 0, 0);
  EXPECT(hipMemcpy3D(&q) == hipErrorInvalidValue, "3D box outside the array");
  HIP_CHECK(hipFreeArray(array));

  HIP_ARRAY3D_DESCRIPTOR d3{};
  d3.Width = 8;
  d3.Height = 8;
  d3.Depth = 3;
  d3.Format = HIP_AD_FORMAT_FLOAT;
  d3.NumChannels = 4;
  HIP_CHECK(hipArray3DCreate(&array, &d3));
  EXPECT(array->depth == 3 && array->desc.x == 32 && array->desc.w == 32, "driver 3D array");
  HIP_CHECK(hipArrayDestroy(array));
}

// hipDrvMemcpy3D(Async): host -> 3D array -> pitched device memory, byte
// positions, and the per-thread stream 2D array copies.
void testDriver3DAndPerThread() {
  const int w = 5, h = 4, d = 3, bytes = 8;  // int2 elements
  HIP_ARRAY3D_DESCRIPTOR desc{};
  desc.Width = w;
  desc.Height = h;
  desc.Depth = d;
  desc.Format = HIP_AD_FORMAT_SIGNED_INT32;
  desc.NumChannels = 2;
  hipArray_t array;
  HIP_CHECK(hipArray3DCreate(&array, &desc));
  std::vector<unsigned char> in = pattern(w * h * d * bytes, 5), out(w * h * d * bytes, 0);
  HIP_MEMCPY3D up{};
  up.srcMemoryType = hipMemoryTypeHost;
  up.srcHost = in.data();
  up.srcPitch = w * bytes;
  up.srcHeight = h;
  up.dstMemoryType = hipMemoryTypeArray;
  up.dstArray = array;
  up.WidthInBytes = w * bytes;
  up.Height = h;
  up.Depth = d;
  HIP_CHECK(hipDrvMemcpy3D(&up));
  hipPitchedPtr device;
  HIP_CHECK(hipMalloc3D(&device, make_hipExtent(w * bytes, h, d)));
  HIP_MEMCPY3D down{};
  down.srcMemoryType = hipMemoryTypeArray;
  down.srcArray = array;
  down.dstMemoryType = hipMemoryTypeDevice;
  down.dstDevice = device.ptr;
  down.dstPitch = unsigned(device.pitch);
  down.dstHeight = h;
  down.WidthInBytes = w * bytes;
  down.Height = h;
  down.Depth = d;
  HIP_CHECK(hipDrvMemcpy3DAsync(&down, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  hipMemcpy3DParms back{};
  back.srcPtr = device;
  back.dstPtr = make_hipPitchedPtr(out.data(), w * bytes, w * bytes, h);
  back.extent = make_hipExtent(w * bytes, h, d);
  back.kind = hipMemcpyDeviceToHost;
  HIP_CHECK(hipMemcpy3D(&back));
  EXPECT(out == in, "hipDrvMemcpy3D round trip");
  down.srcLOD = 1;
  EXPECT(hipDrvMemcpy3D(&down) == hipErrorInvalidValue, "a mip level arrays do not have");
  EXPECT(hipDrvMemcpy3D(nullptr) == hipErrorInvalidValue, "null 3D parameters");
  HIP_CHECK(hipFree(device.ptr));
  HIP_CHECK(hipArrayDestroy(array));

  hipChannelFormatDesc f = hipCreateChannelDesc<float>();
  HIP_CHECK(hipMallocArray(&array, &f, 6, 2));
  std::vector<float> values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, got(12, 0);
  HIP_CHECK(hipMemcpy2DToArray_spt(array, 0, 0, values.data(), 24, 24, 2, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy2DFromArray_spt(got.data(), 24, array, 0, 0, 24, 2, hipMemcpyDeviceToHost));
  EXPECT(got == values, "per-thread stream array copies");
  HIP_CHECK(hipFreeArray(array));
}

// AMD 5.2's codes for bad arguments.
void testBadArguments() {
  hipChannelFormatDesc good = hipCreateChannelDesc<float>();
  hipArray_t array = nullptr;
  EXPECT(hipMallocArray(nullptr, &good, 4, 4) == hipErrorInvalidValue, "null output");
  EXPECT(hipMallocArray(&array, nullptr, 4, 4) == hipErrorInvalidValue, "null descriptor");
  EXPECT(hipMallocArray(&array, &good, 0, 4) == hipErrorInvalidValue, "zero width");
  hipChannelFormatDesc mixed = hipCreateChannelDesc(8, 16, 0, 0, hipChannelFormatKindUnsigned);
  EXPECT(hipMallocArray(&array, &mixed, 4, 4) == hipErrorInvalidValue, "channels of different sizes");
  hipChannelFormatDesc three = hipCreateChannelDesc(32, 32, 32, 0, hipChannelFormatKindFloat);
  EXPECT(hipMallocArray(&array, &three, 4, 4) == hipErrorInvalidValue, "three channels");
  hipChannelFormatDesc byteFloat = hipCreateChannelDesc(8, 0, 0, 0, hipChannelFormatKindFloat);
  EXPECT(hipMallocArray(&array, &byteFloat, 4, 4) == hipErrorInvalidValue, "8-bit float");
  EXPECT(hipMalloc3DArray(&array, &good, make_hipExtent(0, 4, 4), 0) == hipErrorInvalidValue, "zero 3D width");
  EXPECT(hipMalloc3DArray(&array, &good, make_hipExtent(4, 4, 4096), 0) == hipErrorInvalidValue, "3D too deep");
  EXPECT(hipMalloc3DArray(&array, &good, make_hipExtent(4, 0, 4), 0) == hipErrorInvalidValue,
         "zero height with a depth, not layered");
  EXPECT(hipMalloc3DArray(&array, &good, make_hipExtent(4, 4, 4), 0xdeadbeef) == hipErrorInvalidValue, "bad flags");
  EXPECT(hipMallocArray(&array, &good, 16, 0, hipArrayLayered) == hipErrorInvalidValue, "layered 1D");
  EXPECT(hipMallocArray(&array, &good, 16, 16, hipArrayCubemap) == hipErrorInvalidValue, "cube map 2D");
  EXPECT(hipMallocArray(&array, &good, SIZE_MAX, SIZE_MAX) == hipErrorInvalidValue, "numeric limit");
  HIP_ARRAY_DESCRIPTOR bad{};
  bad.Width = 4;
  bad.Format = HIP_AD_FORMAT_FLOAT;
  bad.NumChannels = 3;
  EXPECT(hipArrayCreate(&array, &bad) == hipErrorInvalidValue, "driver array of 3 channels");
  EXPECT(hipArrayCreate(&array, nullptr) == hipErrorInvalidValue, "null driver descriptor");
  EXPECT(hipArray3DCreate(nullptr, nullptr) == hipErrorInvalidValue, "null 3D driver arguments");
  EXPECT(hipFreeArray(nullptr) == hipErrorInvalidValue, "free of null");
  EXPECT(hipArrayDestroy(nullptr) == hipErrorInvalidValue, "destroy of null");
  hipArray notAnArray{};
  EXPECT(hipFreeArray(&notAnArray) == hipErrorInvalidValue, "free of a struct that is no array");
  EXPECT(hipGetChannelDesc(nullptr, nullptr) == hipErrorInvalidValue, "null channel descriptor output");

  HIP_CHECK(hipMallocArray(&array, &good, 8, 8));
  float host[64] = {};
  EXPECT(hipMemcpy2DToArray(array, 0, 0, nullptr, 32, 32, 8, hipMemcpyHostToDevice) == hipErrorInvalidValue,
         "null source");
  EXPECT(hipMemcpy2DToArray(nullptr, 0, 0, host, 32, 32, 8, hipMemcpyHostToDevice) == hipErrorInvalidHandle,
         "null array");
  EXPECT(hipMemcpy2DFromArray(host, 32, nullptr, 0, 0, 32, 8, hipMemcpyDeviceToHost) == hipErrorInvalidHandle,
         "null source array");
  EXPECT(hipMemcpy2DToArray(array, 0, 0, host, 16, 32, 8, hipMemcpyHostToDevice) == hipErrorInvalidPitchValue,
         "width above the source pitch");
  EXPECT(hipMemcpy2DToArray(array, 4, 0, host, 32, 32, 8, hipMemcpyHostToDevice) == hipErrorInvalidValue,
         "box past the array's row");
  EXPECT(hipMemcpy2DToArray(array, 0, 1, host, 32, 32, 8, hipMemcpyHostToDevice) == hipErrorInvalidValue,
         "box below the array's last row");
  EXPECT(hipMemcpy2DFromArray(host, 32, array, 0, 0, 32, 8, hipMemcpyKind(77)) == hipErrorInvalidMemcpyDirection,
         "bad copy kind");
  EXPECT(hipMemcpy2DToArray(array, 0, 0, host, 32, 32, 0, hipMemcpyHostToDevice) == hipSuccess,
         "zero rows copy nothing");
  HIP_CHECK(hipFreeArray(array));
  EXPECT(hipFreeArray(array) == hipErrorInvalidValue, "double free");
  (void)hipGetLastError();
}

}  // namespace

int main() {
  test2DCopies();
  testLinearCopies();
  testParam2D();
  test3D();
  testDriver3DAndPerThread();
  testBadArguments();
  return finish("arrays");
}

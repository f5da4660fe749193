// Texture references (texture<T, dim, readMode> of ROCm 5.2's headers):
// hipBindTexture (linear memory, tex1Dfetch), hipBindTextureToArray and
// hipBindTexture2D (tex2D with point and linear filtering, clamp and
// normalized coordinates), rebinding after hipUnbindTexture, the
// hipTexRef* setters and getters, hipGetTextureReference and a module's
// reference through hipModuleGetTexRef (modules/texture_module.hip), with AMD
// 5.2's codes: binding a textureReference that is no registered texture
// is hipErrorInvalidSymbol, null memory or descriptions hipErrorInvalidValue.
// Kernels' results are checked against host computations.
#include <string>
#include <vector>

#include "check.h"

texture<float, hipTextureType1D, hipReadModeElementType> linearTex;
texture<float, hipTextureType2D, hipReadModeElementType> arrayTex;
texture<float, hipTextureType2D, hipReadModeElementType> pitchTex;

constexpr int kW = 16, kH = 8;

__global__ void fetch1D(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(linearTex, i);
}

// Texel centres shifted by (dx, dy) texels.
__global__ void sampleArray(float* out, float dx, float dy) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * kW + x] = tex2D(arrayTex, x + 0.5f + dx, y + 0.5f + dy);
}

__global__ void samplePitch(float* out, float dx) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * kW + x] = tex2D(pitchTex, x + 0.5f + dx, y + 0.5f);
}

float texel(int x, int y) { return float(y * 100 + x); }

std::vector<float> run2D(void (*kernel)(float*, float, float), float dx, float dy, float* out) {
  hipLaunchKernelGGL(kernel, dim3(kH), dim3(kW), 0, 0, out, dx, dy);
  std::vector<float> got(kW * kH);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(float), hipMemcpyDeviceToHost));
  return got;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    std::printf("usage: texture_references MODULE_DIR\n");
    return 1;
  }
  float* out;
  HIP_CHECK(hipMalloc(&out, kW * kH * sizeof(float)));

  // Linear memory through tex1Dfetch.
  const int n = 1000;
  std::vector<float> data(n);
  for (int i = 0; i < n; ++i) data[i] = 0.25f * i - 7.0f;
  float* linear;
  HIP_CHECK(hipMalloc(&linear, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(linear, data.data(), n * sizeof(float), hipMemcpyHostToDevice));
  size_t offset = 99;
  HIP_CHECK(hipBindTexture(&offset, linearTex, linear, n * sizeof(float)));
  EXPECT(offset == 0, "offset %zu", offset);
  float* fetched;
  HIP_CHECK(hipMalloc(&fetched, n * sizeof(float)));
  hipLaunchKernelGGL(fetch1D, dim3((n + 255) / 256), dim3(256), 0, 0, fetched, n);
  std::vector<float> got(n);
  HIP_CHECK(hipMemcpy(got.data(), fetched, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(got[i] == data[i], "tex1Dfetch(%d) = %g, expected %g", i, got[i], data[i]);

  // An array, point sampling, clamped at the edges.
  std::vector<float> image(kW * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) image[y * kW + x] = texel(x, y);
  hipChannelFormatDesc channel = hipCreateChannelDesc<float>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &channel, kW, kH));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, image.data(), kW * sizeof(float), kW * sizeof(float), kH,
                               hipMemcpyHostToDevice));
  arrayTex.addressMode[0] = arrayTex.addressMode[1] = hipAddressModeClamp;
  arrayTex.filterMode = hipFilterModePoint;
  HIP_CHECK(hipBindTextureToArray(arrayTex, array));
  std::vector<float> sampled = run2D(sampleArray, 2.0f, -1.0f, out);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      float expected = texel(std::min(x + 2, kW - 1), std::max(y - 1, 0));
      EXPECT(sampled[y * kW + x] == expected, "array (%d,%d) = %g, expected %g", x, y, sampled[y * kW + x], expected);
    }

  // Unbound and bound again to other contents: the kernel reads the new
  // object through the device's copy of the reference.
  HIP_CHECK(hipUnbindTexture(arrayTex));
  EXPECT(arrayTex.textureObject == nullptr, "unbinding clears the reference");
  for (float& v : image) v = -v;
  hipArray_t second;
  HIP_CHECK(hipMallocArray(&second, &channel, kW, kH));
  HIP_CHECK(hipMemcpy2DToArray(second, 0, 0, image.data(), kW * sizeof(float), kW * sizeof(float), kH,
                               hipMemcpyHostToDevice));
  HIP_CHECK(hipBindTextureToArray(arrayTex, second));
  sampled = run2D(sampleArray, 0.0f, 0.0f, out);
  for (int i = 0; i < kW * kH; ++i) EXPECT(sampled[i] == image[i], "rebound [%d] = %g", i, sampled[i]);

  // Pitched memory with linear filtering: halfway between two texel
  // centres is their mean (exact for these values); past the right edge
  // clamps to the last texel.
  float* pitched;
  size_t pitch;
  HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&pitched), &pitch, kW * sizeof(float), kH));
  for (float& v : image) v = -v;
  HIP_CHECK(hipMemcpy2D(pitched, pitch, image.data(), kW * sizeof(float), kW * sizeof(float), kH,
                        hipMemcpyHostToDevice));
  pitchTex.filterMode = hipFilterModeLinear;
  pitchTex.addressMode[0] = pitchTex.addressMode[1] = hipAddressModeClamp;
  HIP_CHECK(hipBindTexture2D(&offset, pitchTex, pitched, channel, kW, kH, pitch));
  hipLaunchKernelGGL(samplePitch, dim3(kH), dim3(kW), 0, 0, out, 0.5f);
  HIP_CHECK(hipMemcpy(sampled.data(), out, sampled.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      float expected = 0.5f * (texel(x, y) + texel(std::min(x + 1, kW - 1), y));
      EXPECT(sampled[y * kW + x] == expected, "linear (%d,%d) = %g, expected %g", x, y, sampled[y * kW + x], expected);
    }

  // The driver-style accessors on the same references.
  const textureReference* ref = nullptr;
  HIP_CHECK(hipGetTextureReference(&ref, &pitchTex));
  EXPECT(ref == &pitchTex, "hipGetTextureReference");
  textureReference* writable = const_cast<textureReference*>(ref);
  hipTextureFilterMode filter;
  HIP_CHECK(hipTexRefGetFilterMode(&filter, ref));
  EXPECT(filter == hipFilterModeLinear, "filter mode %d", int(filter));
  HIP_CHECK(hipTexRefSetAddressMode(writable, 1, hipAddressModeWrap));
  hipTextureAddressMode mode;
  HIP_CHECK(hipTexRefGetAddressMode(&mode, ref, 1));
  EXPECT(mode == hipAddressModeWrap, "address mode %d", int(mode));
  HIP_CHECK(hipTexRefSetFlags(writable, HIP_TRSF_NORMALIZED_COORDINATES | HIP_TRSF_READ_AS_INTEGER));
  unsigned flags = 0;
  HIP_CHECK(hipTexRefGetFlags(&flags, ref));
  EXPECT(flags == (HIP_TRSF_NORMALIZED_COORDINATES | HIP_TRSF_READ_AS_INTEGER) && pitchTex.normalized == 1,
         "flags %u", flags);
  HIP_CHECK(hipTexRefSetFormat(writable, HIP_AD_FORMAT_FLOAT, 1));
  hipArray_Format format;
  int channels = 0;
  HIP_CHECK(hipTexRefGetFormat(&format, &channels, ref));
  EXPECT(format == HIP_AD_FORMAT_FLOAT && channels == 1, "format %d x %d", int(format), channels);
  // Linear memory bound through the driver call, read by tex1Dfetch.
  const textureReference* linearRef;
  HIP_CHECK(hipGetTextureReference(&linearRef, &linearTex));
  HIP_CHECK(hipTexRefSetFormat(const_cast<textureReference*>(linearRef), HIP_AD_FORMAT_FLOAT, 1));
  HIP_CHECK(hipTexRefSetAddress(&offset, const_cast<textureReference*>(linearRef), fetched, n * sizeof(float)));
  hipDeviceptr_t address = nullptr;
  HIP_CHECK(hipTexRefGetAddress(&address, linearRef));
  EXPECT(address == fetched, "hipTexRefGetAddress %p", address);
  hipLaunchKernelGGL(fetch1D, dim3((n + 255) / 256), dim3(256), 0, 0, linear, n);
  HIP_CHECK(hipMemcpy(got.data(), linear, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(got[i] == data[i], "rebound tex1Dfetch(%d) = %g", i, got[i]);

  // A module's texture reference, bound through the driver calls.
  hipModule_t module;
  HIP_CHECK(hipModuleLoad(&module, (std::string(argv[1]) + "/texture_module.co").c_str()));
  textureReference* moduleRef = nullptr;
  HIP_CHECK(hipModuleGetTexRef(&moduleRef, module, "moduleTex"));
  EXPECT(moduleRef->readMode == hipReadModeNormalizedFloat, "driver references read normalized floats");
  textureReference* again = nullptr;
  HIP_CHECK(hipModuleGetTexRef(&again, module, "moduleTex"));
  EXPECT(again == moduleRef, "a second hipModuleGetTexRef gives another reference");
  HIP_CHECK(hipTexRefSetFormat(moduleRef, HIP_AD_FORMAT_FLOAT, 1));
  HIP_CHECK(hipTexRefSetFlags(moduleRef, HIP_TRSF_READ_AS_INTEGER));
  HIP_CHECK(hipTexRefSetAddress(&offset, moduleRef, linear, n * sizeof(float)));
  hipFunction_t scaled;
  HIP_CHECK(hipModuleGetFunction(&scaled, module, "scaled"));
  float factor = 3.0f;
  int count = n;
  void* args[] = {&fetched, &count, &factor};
  HIP_CHECK(hipModuleLaunchKernel(scaled, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  HIP_CHECK(hipMemcpy(got.data(), fetched, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(got[i] == 3.0f * data[i], "module tex1Dfetch(%d) = %g", i, got[i]);
  EXPECT(hipModuleGetTexRef(&again, module, "noSuchTexture") == hipErrorNotFound, "unknown name");
  (void)hipGetLastError();
  HIP_CHECK(hipUnbindTexture(moduleRef));
  HIP_CHECK(hipModuleUnload(module));

  // Errors.
  textureReference unregistered{};
  EXPECT(hipBindTexture(&offset, &unregistered, linear, &channel, 64) == hipErrorInvalidSymbol, "unregistered");
  EXPECT(hipBindTexture(&offset, &linearTex, nullptr, &channel, 64) == hipErrorInvalidValue, "null memory");
  EXPECT(hipBindTextureToArray(&arrayTex, nullptr, &channel) == hipErrorInvalidValue, "null array");
  EXPECT(hipTexRefSetAddressMode(writable, 3, hipAddressModeClamp) == hipErrorInvalidValue, "dimension 3");
  EXPECT(hipGetTextureReference(&ref, &unregistered) == hipErrorInvalidSymbol, "no such texture");
  (void)hipGetLastError();

  HIP_CHECK(hipUnbindTexture(&linearTex));
  HIP_CHECK(hipUnbindTexture(&arrayTex));
  HIP_CHECK(hipUnbindTexture(&pitchTex));
  HIP_CHECK(hipFreeArray(array));
  HIP_CHECK(hipFreeArray(second));
  HIP_CHECK(hipFree(pitched));
  HIP_CHECK(hipFree(linear));
  HIP_CHECK(hipFree(fetched));
  HIP_CHECK(hipFree(out));
  return finish("texture_references");
}

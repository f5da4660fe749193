// Mipmapped arrays as storage: hipMallocMipmappedArray (runtime API) and
// hipMipmappedArrayCreate (driver API) make a chain of levels, each half
// the one before in every dimension (at least 1); hipGetMipmappedArrayLevel
// and hipMipmappedArrayGetLevel give a level's array, which copies fill
// and read back and a texture object samples (point filtering, checked
// against the host's data). Sampling the chain as a whole (level selection)
// is not implemented by gcnjit.
#include <vector>

#include "check.h"

__global__ void sampleLevel(hipTextureObject_t texture, float* out, int width) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * width + x] = tex2D<float>(texture, x + 0.5f, y + 0.5f);
}

float texel(int level, int x, int y) { return float(level * 1000 + y * 100 + x); }

int main() {
  constexpr int kW = 16, kH = 8, kLevels = 4;
  hipChannelFormatDesc channel = hipCreateChannelDesc<float>();
  hipMipmappedArray_t mipmapped;
  HIP_CHECK(hipMallocMipmappedArray(&mipmapped, &channel, make_hipExtent(kW, kH, 0), kLevels));
  EXPECT(mipmapped->width == kW && mipmapped->height == kH && mipmapped->depth == 0, "extent %ux%ux%u",
         mipmapped->width, mipmapped->height, mipmapped->depth);
  EXPECT(mipmapped->min_mipmap_level == 0 && mipmapped->max_mipmap_level == kLevels - 1, "levels %u..%u",
         mipmapped->min_mipmap_level, mipmapped->max_mipmap_level);

  float* out;
  HIP_CHECK(hipMalloc(&out, kW * kH * sizeof(float)));
  for (int level = 0; level < kLevels; ++level) {
    hipArray_t array;
    HIP_CHECK(hipGetMipmappedArrayLevel(&array, mipmapped, unsigned(level)));
    const int w = std::max(kW >> level, 1), h = std::max(kH >> level, 1);
    EXPECT(int(array->width) == w && int(array->height) == h, "level %d is %ux%u, expected %dx%d", level,
           array->width, array->height, w, h);
    std::vector<float> data(std::size_t(w * h)), back(std::size_t(w * h));
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) data[std::size_t(y * w + x)] = texel(level, x, y);
    HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, data.data(), w * sizeof(float), w * sizeof(float), h,
                                 hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy2DFromArray(back.data(), w * sizeof(float), array, 0, 0, w * sizeof(float), h,
                                   hipMemcpyDeviceToHost));
    EXPECT(back == data, "level %d's copy back differs", level);

    hipResourceDesc resource{};
    resource.resType = hipResourceTypeArray;
    resource.res.array.array = array;
    hipTextureDesc description{};
    description.addressMode[0] = description.addressMode[1] = hipAddressModeClamp;
    description.filterMode = hipFilterModePoint;
    description.readMode = hipReadModeElementType;
    hipTextureObject_t texture;
    HIP_CHECK(hipCreateTextureObject(&texture, &resource, &description, nullptr));
    hipLaunchKernelGGL(sampleLevel, dim3(h), dim3(w), 0, 0, texture, out, w);
    HIP_CHECK(hipMemcpy(back.data(), out, back.size() * sizeof(float), hipMemcpyDeviceToHost));
    for (std::size_t i = 0; i < back.size(); ++i)
      EXPECT(back[i] == data[i], "level %d texel %zu sampled %g, expected %g", level, i, back[i], data[i]);
    HIP_CHECK(hipDestroyTextureObject(texture));
  }
  HIP_CHECK(hipFreeMipmappedArray(mipmapped));

  // The driver API's chain of a 3D array ends at 1x1x1.
  HIP_ARRAY3D_DESCRIPTOR desc{};
  desc.Format = HIP_AD_FORMAT_UNSIGNED_INT8;
  desc.NumChannels = 4;
  desc.Width = desc.Height = desc.Depth = 8;
  HIP_CHECK(hipMipmappedArrayCreate(&mipmapped, &desc, 4));
  hipArray_t last;
  HIP_CHECK(hipMipmappedArrayGetLevel(&last, mipmapped, 3));
  EXPECT(last->width == 1 && last->height == 1 && last->depth == 1, "last level %ux%ux%u", last->width, last->height,
         last->depth);
  EXPECT(hipMipmappedArrayGetLevel(&last, mipmapped, 4) == hipErrorInvalidValue, "level past the chain");
  HIP_CHECK(hipMipmappedArrayDestroy(mipmapped));
  EXPECT(hipMipmappedArrayDestroy(mipmapped) == hipErrorInvalidValue, "destroyed twice");
  (void)hipGetLastError();

  HIP_CHECK(hipFree(out));
  return finish("mipmapped_arrays");
}

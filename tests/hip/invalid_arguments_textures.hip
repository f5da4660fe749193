// Bad arguments to the texture-reference settings, surface objects and the
// driver API's 3D copies: each row's code is the one AMD's ROCm 5.2 runtime
// returns (bad_arguments.h says how to run the table against it). Run on
// gcnjit's HSA runtime, which reports no image support, AMD's answers
// hipErrorNotSupported to a bad dimension, and hipErrorNotFound to a
// reference no texture<> variable registered before it looks at the
// memory: those rows keep the argument check's code. Nor does it make a
// mipmapped array there (hipErrorNotSupported): the mipmapped-array rows
// give the codes of AMD's checks of the same arguments for arrays.
#include "bad_arguments.h"

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  textureReference texRef{};  // no registered texture<> variable
  hipTextureAddressMode addressMode;
  hipTextureFilterMode filterMode;
  hipArray_Format format;
  int channels;
  float level;
  HIP_ARRAY_DESCRIPTOR arrayDesc{};
  arrayDesc.Format = HIP_AD_FORMAT_FLOAT;
  arrayDesc.NumChannels = 1;
  arrayDesc.Width = 4;
  arrayDesc.Height = 4;
  hipSurfaceObject_t surface;
  hipMipmappedArray_t mipmapped, destroyedMipmapped;
  hipArray_t levelArray;
  hipChannelFormatDesc channel = hipCreateChannelDesc<float>();
  HIP_CHECK(hipMallocMipmappedArray(&mipmapped, &channel, make_hipExtent(16, 8, 0), 2));
  HIP_CHECK(hipMallocMipmappedArray(&destroyedMipmapped, &channel, make_hipExtent(16, 8, 0), 2));
  HIP_CHECK(hipFreeMipmappedArray(destroyedMipmapped));
  HIP_ARRAY3D_DESCRIPTOR volumeDesc{};
  volumeDesc.Format = HIP_AD_FORMAT_FLOAT;
  volumeDesc.NumChannels = 1;
  volumeDesc.Width = volumeDesc.Height = volumeDesc.Depth = 8;
  hipResourceDesc resource{};
  resource.resType = hipResourceTypeLinear;  // surfaces are made of arrays alone

  const std::vector<BadCall<hipError_t>> cases = {
      {"hipTexRefGetAddressMode(null output)", hipErrorInvalidValue,
       [&] { return hipTexRefGetAddressMode(nullptr, &texRef, 0); }},
      {"hipTexRefGetAddressMode(dimension 3)", hipErrorInvalidValue,
       [&] { return hipTexRefGetAddressMode(&addressMode, &texRef, 3); }},
      {"hipTexRefSetBorderColor(null reference)", hipErrorInvalidValue,
       [&] {
         float color[4] = {};
         return hipTexRefSetBorderColor(nullptr, color);
       }},
      {"hipTexRefSetBorderColor(null color)", hipErrorInvalidValue,
       [&] { return hipTexRefSetBorderColor(&texRef, nullptr); }},
      {"hipTexRefSetFilterMode(null)", hipErrorInvalidValue,
       [&] { return hipTexRefSetFilterMode(nullptr, hipFilterModePoint); }},
      {"hipTexRefGetFilterMode(null output)", hipErrorInvalidValue,
       [&] { return hipTexRefGetFilterMode(nullptr, &texRef); }},
      {"hipTexRefSetFlags(null)", hipErrorInvalidValue, [&] { return hipTexRefSetFlags(nullptr, 0); }},
      {"hipTexRefSetFormat(null)", hipErrorInvalidValue,
       [&] { return hipTexRefSetFormat(nullptr, HIP_AD_FORMAT_FLOAT, 1); }},
      {"hipTexRefGetFormat(null output)", hipErrorInvalidValue,
       [&] { return hipTexRefGetFormat(nullptr, &channels, &texRef); }},
      {"hipTexRefGetFormat(null reference)", hipErrorInvalidValue,
       [&] { return hipTexRefGetFormat(&format, &channels, nullptr); }},
      {"hipTexRefSetMaxAnisotropy(null)", hipErrorInvalidValue, [&] { return hipTexRefSetMaxAnisotropy(nullptr, 1); }},
      {"hipTexRefGetMaxAnisotropy(null output)", hipErrorInvalidValue,
       [&] { return hipTexRefGetMaxAnisotropy(nullptr, &texRef); }},
      {"hipTexRefSetMipmapFilterMode(null)", hipErrorInvalidValue,
       [&] { return hipTexRefSetMipmapFilterMode(nullptr, hipFilterModePoint); }},
      {"hipTexRefGetMipmapFilterMode(null output)", hipErrorInvalidValue,
       [&] { return hipTexRefGetMipmapFilterMode(nullptr, &texRef); }},
      {"hipTexRefSetMipmapLevelBias(null)", hipErrorInvalidValue,
       [&] { return hipTexRefSetMipmapLevelBias(nullptr, 0.0f); }},
      {"hipTexRefGetMipmapLevelBias(null output)", hipErrorInvalidValue,
       [&] { return hipTexRefGetMipmapLevelBias(nullptr, &texRef); }},
      {"hipTexRefGetMipmapLevelBias(null reference)", hipErrorInvalidValue,
       [&] { return hipTexRefGetMipmapLevelBias(&level, nullptr); }},
      {"hipTexRefSetMipmapLevelClamp(null)", hipErrorInvalidValue,
       [&] { return hipTexRefSetMipmapLevelClamp(nullptr, 0.0f, 1.0f); }},
      {"hipTexRefSetAddress2D(null memory)", hipErrorInvalidValue,
       [&] { return hipTexRefSetAddress2D(&texRef, &arrayDesc, nullptr, 64); }},
      {"hipTexRefSetAddress2D(null descriptor)", hipErrorInvalidValue,
       [&] { return hipTexRefSetAddress2D(&texRef, nullptr, &texRef, 64); }},
      {"hipCreateSurfaceObject(null)", hipErrorInvalidValue, [&] { return hipCreateSurfaceObject(nullptr, &resource); }},
      {"hipCreateSurfaceObject(linear memory)", hipErrorInvalidValue,
       [&] { return hipCreateSurfaceObject(&surface, &resource); }},
      {"hipDestroySurfaceObject(null)", hipSuccess, [&] { return hipDestroySurfaceObject(nullptr); }},
      {"hipDestroySurfaceObject(made up)", hipErrorInvalidValue,  // stricter
       [&] { return hipDestroySurfaceObject(reinterpret_cast<hipSurfaceObject_t>(&texRef)); }},
      // Mipmapped arrays.
      {"hipMallocMipmappedArray(null output)", hipErrorInvalidValue,
       [&] { return hipMallocMipmappedArray(nullptr, &channel, make_hipExtent(16, 8, 0), 2); }},
      {"hipMallocMipmappedArray(null description)", hipErrorInvalidValue,
       [&] {
         hipMipmappedArray_t m;
         return hipMallocMipmappedArray(&m, nullptr, make_hipExtent(16, 8, 0), 2);
       }},
      {"hipMallocMipmappedArray(0 levels)", hipErrorInvalidValue,
       [&] {
         hipMipmappedArray_t m;
         return hipMallocMipmappedArray(&m, &channel, make_hipExtent(16, 8, 0), 0);
       }},
      {"hipMallocMipmappedArray(more levels than halvings)", hipErrorInvalidValue,
       [&] {
         hipMipmappedArray_t m;
         return hipMallocMipmappedArray(&m, &channel, make_hipExtent(16, 8, 0), 6);
       }},
      {"hipMipmappedArrayCreate(null description)", hipErrorInvalidValue,
       [&] {
         hipMipmappedArray_t m;
         return hipMipmappedArrayCreate(&m, nullptr, 2);
       }},
      {"hipMipmappedArrayCreate(null output)", hipErrorInvalidValue,
       [&] { return hipMipmappedArrayCreate(nullptr, &volumeDesc, 2); }},
      {"hipGetMipmappedArrayLevel(null output)", hipErrorInvalidValue,
       [&] { return hipGetMipmappedArrayLevel(nullptr, mipmapped, 0); }},
      {"hipGetMipmappedArrayLevel(level 2 of 2)", hipErrorInvalidValue,
       [&] { return hipGetMipmappedArrayLevel(&levelArray, mipmapped, 2); }},
      {"hipGetMipmappedArrayLevel(destroyed)", hipErrorInvalidValue,  // stricter
       [&] { return hipGetMipmappedArrayLevel(&levelArray, destroyedMipmapped, 0); }},
      {"hipMipmappedArrayGetLevel(null handle)", hipErrorInvalidValue,
       [&] { return hipMipmappedArrayGetLevel(&levelArray, nullptr, 0); }},
      {"hipFreeMipmappedArray(null)", hipErrorInvalidValue, [&] { return hipFreeMipmappedArray(nullptr); }},
      {"hipFreeMipmappedArray(destroyed)", hipErrorInvalidValue,  // stricter
       [&] { return hipFreeMipmappedArray(destroyedMipmapped); }},
      {"hipMipmappedArrayDestroy(null)", hipErrorInvalidValue, [&] { return hipMipmappedArrayDestroy(nullptr); }},
      {"hipDrvMemcpy3D(null)", hipErrorInvalidValue, [&] { return hipDrvMemcpy3D(nullptr); }},
      {"hipDrvMemcpy3DAsync(null)", hipErrorInvalidValue, [&] { return hipDrvMemcpy3DAsync(nullptr, nullptr); }},
  };
  runTable(cases, mode);
  HIP_CHECK(hipFreeMipmappedArray(mipmapped));
  return finishTable("invalid_arguments_textures", mode);
}

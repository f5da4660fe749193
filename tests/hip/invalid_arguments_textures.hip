// Bad arguments to the texture-reference settings, surface objects and the
// driver API's 3D copies: each row's code is the one AMD's ROCm 5.2 runtime
// returns (bad_arguments.h says how to run the table against it). Run on
// gcnjit's HSA runtime, which reports no image support, AMD's answers
// hipErrorNotSupported to a bad dimension, and hipErrorNotFound to a
// reference no texture<> variable registered before it looks at the
// memory: those rows keep the argument check's code.
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
      {"hipDrvMemcpy3D(null)", hipErrorInvalidValue, [&] { return hipDrvMemcpy3D(nullptr); }},
      {"hipDrvMemcpy3DAsync(null)", hipErrorInvalidValue, [&] { return hipDrvMemcpy3DAsync(nullptr, nullptr); }},
  };
  runTable(cases, mode);
  return finishTable("invalid_arguments_textures", mode);
}

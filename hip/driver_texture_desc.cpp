#include "hip/driver_texture_desc.h"

#include <algorithm>

#include "hip/element_format.h"

namespace gcnjit::hip {

bool fromDriver(const HIP_RESOURCE_DESC& in, hipResourceDesc& out) {
  out = {};
  out.resType = hipResourceType(in.resType);
  switch (in.resType) {
    case HIP_RESOURCE_TYPE_ARRAY: out.res.array.array = in.res.array.hArray; return true;
    case HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY: out.res.mipmap.mipmap = in.res.mipmap.hMipmappedArray; return true;
    case HIP_RESOURCE_TYPE_LINEAR: {
      auto format = elementFormat(in.res.linear.format, in.res.linear.numChannels);
      if (!format) return false;
      out.res.linear = {in.res.linear.devPtr, format->channelDesc(), in.res.linear.sizeInBytes};
      return true;
    }
    case HIP_RESOURCE_TYPE_PITCH2D: {
      auto format = elementFormat(in.res.pitch2D.format, in.res.pitch2D.numChannels);
      if (!format) return false;
      const auto& p = in.res.pitch2D;
      out.res.pitch2D = {p.devPtr, format->channelDesc(), p.width, p.height, p.pitchInBytes};
      return true;
    }
  }
  return true;  // an unknown type: buildTextureDescriptors refuses it
}

hipTextureDesc fromDriver(const HIP_TEXTURE_DESC& in) {
  hipTextureDesc out{};
  for (int k = 0; k < 3; ++k) out.addressMode[k] = hipTextureAddressMode(in.addressMode[k]);
  out.filterMode = hipTextureFilterMode(in.filterMode);
  out.readMode = in.flags & HIP_TRSF_READ_AS_INTEGER ? hipReadModeElementType : hipReadModeNormalizedFloat;
  out.sRGB = in.flags & HIP_TRSF_SRGB ? 1 : 0;
  std::copy(in.borderColor, in.borderColor + 4, out.borderColor);
  out.normalizedCoords = in.flags & HIP_TRSF_NORMALIZED_COORDINATES ? 1 : 0;
  out.maxAnisotropy = in.maxAnisotropy;
  out.mipmapFilterMode = hipTextureFilterMode(in.mipmapFilterMode);
  out.mipmapLevelBias = in.mipmapLevelBias;
  out.minMipmapLevelClamp = in.minMipmapLevelClamp;
  out.maxMipmapLevelClamp = in.maxMipmapLevelClamp;
  return out;
}

HIP_RESOURCE_DESC toDriver(const hipResourceDesc& in) {
  HIP_RESOURCE_DESC out{};
  out.resType = HIPresourcetype(in.resType);
  switch (in.resType) {
    case hipResourceTypeArray: out.res.array.hArray = in.res.array.array; break;
    case hipResourceTypeMipmappedArray: out.res.mipmap.hMipmappedArray = in.res.mipmap.mipmap; break;
    case hipResourceTypeLinear: {
      auto format = elementFormat(in.res.linear.desc);
      out.res.linear.devPtr = in.res.linear.devPtr;
      out.res.linear.format = format ? format->arrayFormat() : hipArray_Format(0);
      out.res.linear.numChannels = format ? format->channels : 0;
      out.res.linear.sizeInBytes = in.res.linear.sizeInBytes;
      break;
    }
    case hipResourceTypePitch2D: {
      auto format = elementFormat(in.res.pitch2D.desc);
      const auto& p = in.res.pitch2D;
      out.res.pitch2D.devPtr = p.devPtr;
      out.res.pitch2D.format = format ? format->arrayFormat() : hipArray_Format(0);
      out.res.pitch2D.numChannels = format ? format->channels : 0;
      out.res.pitch2D.width = p.width;
      out.res.pitch2D.height = p.height;
      out.res.pitch2D.pitchInBytes = p.pitchInBytes;
      break;
    }
  }
  return out;
}

HIP_TEXTURE_DESC toDriver(const hipTextureDesc& in) {
  HIP_TEXTURE_DESC out{};
  for (int k = 0; k < 3; ++k) out.addressMode[k] = HIPaddress_mode(in.addressMode[k]);
  out.filterMode = HIPfilter_mode(in.filterMode);
  out.flags = (in.readMode == hipReadModeElementType ? HIP_TRSF_READ_AS_INTEGER : 0) |
              (in.normalizedCoords ? HIP_TRSF_NORMALIZED_COORDINATES : 0) | (in.sRGB ? HIP_TRSF_SRGB : 0);
  out.maxAnisotropy = in.maxAnisotropy;
  out.mipmapFilterMode = HIPfilter_mode(in.mipmapFilterMode);
  out.mipmapLevelBias = in.mipmapLevelBias;
  out.minMipmapLevelClamp = in.minMipmapLevelClamp;
  out.maxMipmapLevelClamp = in.maxMipmapLevelClamp;
  std::copy(in.borderColor, in.borderColor + 4, out.borderColor);
  return out;
}

HIP_RESOURCE_VIEW_DESC toDriver(const hipResourceViewDesc& in) {
  HIP_RESOURCE_VIEW_DESC out{};
  out.format = HIPresourceViewFormat(in.format);
  out.width = in.width;
  out.height = in.height;
  out.depth = in.depth;
  out.firstMipmapLevel = in.firstMipmapLevel;
  out.lastMipmapLevel = in.lastMipmapLevel;
  out.firstLayer = in.firstLayer;
  out.lastLayer = in.lastLayer;
  return out;
}

}  // namespace gcnjit::hip

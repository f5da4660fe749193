#include "hip/texture_object.h"

#include <cstring>
#include <exception>

#include "hip/array.h"
#include "hip/runtime.h"

namespace gcnjit::hip {
namespace {

// T# types (Vega ISA "Image Resource" type).
constexpr unsigned kType1D = 8, kType2D = 9, kType3D = 10, kType1DArray = 12, kType2DArray = 13;
// dst_sel codes: R, G, B, A (the format's missing components read 0, alpha 1).
constexpr unsigned kIdentitySwizzle = 4 | 5 << 3 | 6 << 6 | 7 << 9;
// S# clamp modes (SQ_TEX_CLAMP: wrap, mirror, clamp to last texel, clamp to
// border) and filters (xy: point, bilinear; z: point, linear), as AMD's
// drivers encode them (SQ_TEX_CLAMP, SQ_TEX_XY_FILTER, SQ_TEX_Z_FILTER).
constexpr unsigned kClampWrap = 0, kClampMirror = 1, kClampLastTexel = 2, kClampBorder = 6;
constexpr unsigned kFilterPoint = 0, kFilterBilinear = 1, kZFilterPoint = 1, kZFilterLinear = 2;
// S# border color types: transparent black, opaque black, opaque white.
constexpr unsigned kBorderTransparentBlack = 0, kBorderOpaqueBlack = 1, kBorderOpaqueWhite = 2;

// HSA image channel orders (hsa_ext_image_channel_order_t) by channel count.
constexpr unsigned kOrderR = 1, kOrderRG = 3, kOrderRGBA = 8;

// The HSA image channel type (hsa_ext_image_channel_type_t) of an element
// read as `normalized` (8/16-bit integers as UNORM/SNORM).
unsigned hsaChannelType(const ElementFormat& f, bool normalized) {
  if (f.kind == hipChannelFormatKindFloat) return f.bits == 16 ? 14 : 15;  // HALF_FLOAT, FLOAT
  bool isSigned = f.kind == hipChannelFormatKindSigned;
  if (normalized && f.bits < 32) return (isSigned ? 0 : 2) + (f.bits == 16 ? 1 : 0);  // SNORM/UNORM_INT8/16
  unsigned base = isSigned ? 8 : 11;  // SIGNED_INT8 / UNSIGNED_INT8, then 16 and 32
  return base + (f.bits == 8 ? 0 : f.bits == 16 ? 1 : 2);
}

struct Image {
  std::uint64_t base = 0;
  ElementFormat format;
  std::size_t width = 0, height = 1, depth = 1, pitch = 0;  // pitch in texels
  unsigned type = kType1D;
};

unsigned clampMode(hipTextureAddressMode mode) {
  switch (mode) {
    case hipAddressModeWrap: return kClampWrap;
    case hipAddressModeMirror: return kClampMirror;
    case hipAddressModeBorder: return kClampBorder;
    default: return kClampLastTexel;
  }
}

bool borderType(const float color[4], unsigned& type) {
  auto is = [&](float r, float g, float b, float a) {
    return color[0] == r && color[1] == g && color[2] == b && color[3] == a;
  };
  if (is(0, 0, 0, 0)) type = kBorderTransparentBlack;
  else if (is(0, 0, 0, 1)) type = kBorderOpaqueBlack;
  else if (is(1, 1, 1, 1)) type = kBorderOpaqueWhite;
  else return false;
  return true;
}

void writeImage(const Image& image, bool normalizedRead, TextureDescriptors& d) {
  std::uint64_t base = image.base >> 8;
  d[0] = std::uint32_t(base);
  d[1] = std::uint32_t(base >> 32 & 0xff) | image.format.dataFormat() << 20 | image.format.numFormat(normalizedRead) << 26;
  d[2] = std::uint32_t(image.width - 1) | std::uint32_t(image.height - 1) << 14;
  d[3] = kIdentitySwizzle | image.type << 28;  // levels 0..0, linear (tiling 0)
  d[4] = std::uint32_t(image.depth - 1) | std::uint32_t(image.pitch) << 13;
  d[8] = hsaChannelType(image.format, normalizedRead);
  d[9] = image.format.channels == 1 ? kOrderR : image.format.channels == 2 ? kOrderRG : kOrderRGBA;
  d[10] = std::uint32_t(image.width);
}

// Vega ISA "Buffer Resource": base 47:0, stride 61:48, num_records 95:64
// (elements, the stride being set), dst_sel 107:96, num/data format.
void writeBuffer(std::uint64_t base, const ElementFormat& format, std::size_t elements, bool normalizedRead,
                 TextureDescriptors& d) {
  d[0] = std::uint32_t(base);
  d[1] = std::uint32_t(base >> 32 & 0xffff) | std::uint32_t(format.bytes()) << 16;
  d[2] = std::uint32_t(elements);
  d[3] = kIdentitySwizzle | format.numFormat(normalizedRead) << 12 | format.dataFormat() << 15;
}

hipError_t arrayImage(const hipArray* array, Image& image, std::string& why) {
  auto format = arrayElement(array);
  if (!format) return why = "not an array", hipErrorInvalidValue;
  image.base = reinterpret_cast<std::uintptr_t>(array->data);
  image.format = *format;
  hipExtent e = arrayExtent(array);
  image.width = e.width;
  image.pitch = e.width;
  image.height = e.height;
  image.depth = e.depth;
  switch (array->textureType) {
    case hipTextureType1D: image.type = kType1D; break;
    case hipTextureType2D: image.type = kType2D; break;
    case hipTextureType3D: image.type = kType3D; break;
    case hipTextureType1DLayered: image.type = kType1DArray; break;
    default: image.type = kType2DArray; break;
  }
  return hipSuccess;
}

hipError_t pitch2DImage(const hipResourceDesc& r, Image& image, std::string& why) {
  auto format = elementFormat(r.res.pitch2D.desc);
  if (!format) return why = "bad channel format", hipErrorInvalidValue;
  auto base = reinterpret_cast<std::uintptr_t>(r.res.pitch2D.devPtr);
  std::size_t pitch = r.res.pitch2D.pitchInBytes, width = r.res.pitch2D.width, height = r.res.pitch2D.height;
  if (!base || base % 256) return why = "devPtr must be 256-byte aligned (textureAlignment)", hipErrorInvalidValue;
  if (!width || !height || width > 16384 || height > 16384)
    return why = "width and height must be 1..16384", hipErrorInvalidValue;
  if (pitch % format->bytes() || pitch / format->bytes() < width || pitch / format->bytes() > 0xffff)
    return why = "pitchInBytes must be whole texels, at least the width, below 65536 texels", hipErrorInvalidValue;
  image = {base, *format, width, height, 1, pitch / format->bytes(), kType2D};
  return hipSuccess;
}

}  // namespace

hipError_t buildTextureDescriptors(const hipResourceDesc& resource, const hipTextureDesc& texture,
                                   TextureDescriptors& d, std::string& why) {
  d.fill(0);
  bool normalizedRead = texture.readMode == hipReadModeNormalizedFloat;
  if (texture.sRGB) return why = "sRGB reads are not implemented", hipErrorNotSupported;
  unsigned border;
  if (!borderType(texture.borderColor, border))
    return why = "border colors other than (0,0,0,0), (0,0,0,1) and (1,1,1,1) are not implemented",
           hipErrorNotSupported;
  Image image;
  switch (resource.resType) {
    case hipResourceTypeArray:
      if (hipError_t e = arrayImage(resource.res.array.array, image, why)) return e;
      break;
    case hipResourceTypePitch2D:
      if (hipError_t e = pitch2DImage(resource, image, why)) return e;
      break;
    case hipResourceTypeLinear: {
      auto format = elementFormat(resource.res.linear.desc);
      if (!format) return why = "bad channel format", hipErrorInvalidValue;
      if (!resource.res.linear.devPtr) return why = "null devPtr", hipErrorInvalidValue;
      writeBuffer(reinterpret_cast<std::uintptr_t>(resource.res.linear.devPtr), *format,
                  resource.res.linear.sizeInBytes / format->bytes(), normalizedRead, d);
      return hipSuccess;
    }
    case hipResourceTypeMipmappedArray:
      return why = "sampling a mipmapped array (level selection) is not implemented; a texture of one level "
                   "(hipGetMipmappedArrayLevel) is",
             hipErrorNotSupported;
    default: return why = "unknown resource type", hipErrorInvalidValue;
  }
  writeImage(image, normalizedRead, d);
  std::uint32_t* sampler = d.data() + 12;
  sampler[0] = clampMode(texture.addressMode[0]) | clampMode(texture.addressMode[1]) << 3 |
               clampMode(texture.addressMode[2]) << 6 | unsigned(!texture.normalizedCoords) << 15;
  bool linear = texture.filterMode == hipFilterModeLinear;
  unsigned xy = linear ? kFilterBilinear : kFilterPoint, z = linear ? kZFilterLinear : kZFilterPoint;
  sampler[2] = xy << 20 | xy << 22 | z << 24;  // xy mag, xy min, z filter; mip filter none
  sampler[3] = border << 30;
  return hipSuccess;
}

hipError_t buildSurfaceDescriptors(const hipResourceDesc& resource, TextureDescriptors& d, std::string& why) {
  d.fill(0);
  if (resource.resType != hipResourceTypeArray) return why = "surfaces need an array resource", hipErrorInvalidValue;
  Image image;
  if (hipError_t e = arrayImage(resource.res.array.array, image, why)) return e;
  writeImage(image, false, d);
  return hipSuccess;
}

void* placeDescriptors(const TextureDescriptors& descriptors) {
  void* memory;
  try {
    memory = Runtime::get().allocate(sizeof descriptors, MemoryKind::Device);
  } catch (const std::exception&) {
    return nullptr;
  }
  std::memcpy(memory, descriptors.data(), sizeof descriptors);
  return memory;
}

}  // namespace gcnjit::hip

#include "hip/texture_object.h"

#include <cstring>
#include <exception>

#include "hip/array.h"
#include "hip/runtime.h"
#include "runtime/image_descriptors.h"

namespace gcnjit::hip {
namespace {

using runtime::ImageType;
using runtime::SamplerBorder;
using runtime::SamplerClamp;

constexpr unsigned kSamplerDword = runtime::kImageDescriptorDwords;  // the S# follows the image's dwords

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
  ImageType type = ImageType::k1D;
};

SamplerClamp clampMode(hipTextureAddressMode mode) {
  switch (mode) {
    case hipAddressModeWrap: return SamplerClamp::kWrap;
    case hipAddressModeMirror: return SamplerClamp::kMirror;
    case hipAddressModeBorder: return SamplerClamp::kBorder;
    default: return SamplerClamp::kLastTexel;
  }
}

bool borderType(const float color[4], SamplerBorder& type) {
  auto is = [&](float r, float g, float b, float a) {
    return color[0] == r && color[1] == g && color[2] == b && color[3] == a;
  };
  if (is(0, 0, 0, 0)) type = SamplerBorder::kTransparentBlack;
  else if (is(0, 0, 0, 1)) type = SamplerBorder::kOpaqueBlack;
  else if (is(1, 1, 1, 1)) type = SamplerBorder::kOpaqueWhite;
  else return false;
  return true;
}

void writeImage(const Image& image, bool normalizedRead, TextureDescriptors& d) {
  runtime::ImageResourceFields fields;
  fields.base = image.base;
  fields.dataFormat = image.format.dataFormat();
  fields.numFormat = image.format.numFormat(normalizedRead);
  fields.width = image.width;
  fields.height = image.height;
  fields.depth = image.depth;
  fields.pitch = image.pitch;
  fields.type = image.type;
  fields.hsaChannelType = hsaChannelType(image.format, normalizedRead);
  fields.hsaChannelOrder = image.format.channels == 1 ? kOrderR : image.format.channels == 2 ? kOrderRG : kOrderRGBA;
  runtime::writeImageResource(fields, d.data());
}

void writeBuffer(std::uint64_t base, const ElementFormat& format, std::size_t elements, bool normalizedRead,
                 TextureDescriptors& d) {
  runtime::BufferResourceFields fields;
  fields.base = base;
  fields.dataFormat = format.dataFormat();
  fields.numFormat = format.numFormat(normalizedRead);
  fields.elements = elements;
  fields.bytesPerElement = format.bytes();
  runtime::writeBufferResource(fields, d.data());
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
    case hipTextureType1D: image.type = ImageType::k1D; break;
    case hipTextureType2D: image.type = ImageType::k2D; break;
    case hipTextureType3D: image.type = ImageType::k3D; break;
    case hipTextureType1DLayered: image.type = ImageType::k1DArray; break;
    default: image.type = ImageType::k2DArray; break;
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
  image = {base, *format, width, height, 1, pitch / format->bytes(), ImageType::k2D};
  return hipSuccess;
}

}  // namespace

hipError_t buildTextureDescriptors(const hipResourceDesc& resource, const hipTextureDesc& texture,
                                   TextureDescriptors& d, std::string& why) {
  d.fill(0);
  bool normalizedRead = texture.readMode == hipReadModeNormalizedFloat;
  if (texture.sRGB) return why = "sRGB reads are not implemented", hipErrorNotSupported;
  SamplerBorder border;
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
  runtime::SamplerFields sampler;
  for (unsigned k = 0; k < 3; ++k) sampler.clamp[k] = clampMode(texture.addressMode[k]);
  sampler.unnormalizedCoordinates = !texture.normalizedCoords;
  sampler.linearFilter = texture.filterMode == hipFilterModeLinear;
  sampler.border = border;
  runtime::writeSampler(sampler, d.data() + kSamplerDword);
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

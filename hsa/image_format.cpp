#include "hsa/image_format.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "runtime/image_descriptors.h"

namespace gcnjit::hsa {
namespace {

using namespace runtime;  // num formats

unsigned componentsOf(std::uint32_t order) {
  switch (order) {
    case HSA_EXT_IMAGE_CHANNEL_ORDER_R:
    case HSA_EXT_IMAGE_CHANNEL_ORDER_RX:
    case HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH: return 1;
    case HSA_EXT_IMAGE_CHANNEL_ORDER_RG: return 2;
    case HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA: return 4;
    default: return 0;
  }
}

struct ChannelType {
  unsigned bits;
  unsigned numFormat;
};

std::optional<ChannelType> channelType(std::uint32_t type) {
  switch (type) {
    case HSA_EXT_IMAGE_CHANNEL_TYPE_SNORM_INT8: return ChannelType{8, kSnorm};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_SNORM_INT16: return ChannelType{16, kSnorm};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT8: return ChannelType{8, kUnorm};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT16: return ChannelType{16, kUnorm};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT8: return ChannelType{8, kSint};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT16: return ChannelType{16, kSint};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT32: return ChannelType{32, kSint};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8: return ChannelType{8, kUint};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16: return ChannelType{16, kUint};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT32: return ChannelType{32, kUint};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_HALF_FLOAT: return ChannelType{16, kFloat};
    case HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT: return ChannelType{32, kFloat};
    default: return std::nullopt;
  }
}

// One component's memory bits.
std::uint32_t encodeComponent(const ImageFormat& format, std::uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  auto saturate = [](double v, double lo, double hi) { return std::min(std::max(v, lo), hi); };
  switch (format.numFormat) {
    case kUnorm: {
      double top = format.bits == 8 ? 255 : 65535;
      return std::isnan(f) ? 0 : std::uint32_t(std::nearbyint(saturate(f, 0, 1) * top));
    }
    case kSnorm: {
      double top = format.bits == 8 ? 127 : 32767;
      return std::isnan(f) ? 0 : std::uint32_t(std::int32_t(std::nearbyint(saturate(f, -1, 1) * top)));
    }
    case kUint: return format.bits == 32 ? bits : std::min<std::uint32_t>(bits, (1u << format.bits) - 1);
    case kSint: {
      if (format.bits == 32) return bits;
      double top = (1 << (format.bits - 1)) - 1;
      return std::uint32_t(std::int32_t(saturate(std::int32_t(bits), -top - 1, top)));
    }
    default: {  // float
      if (format.bits == 32) return bits;
      _Float16 half = _Float16(f);
      std::uint16_t out;
      std::memcpy(&out, &half, sizeof out);
      return out;
    }
  }
}

}  // namespace

std::optional<ImageFormat> imageFormat(const hsa_ext_image_format_t& format) {
  unsigned components = componentsOf(format.channel_order);
  auto type = channelType(format.channel_type);
  if (!components || !type) return std::nullopt;
  // Depth images hold 16-bit unorm or float depths.
  if (format.channel_order == HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH &&
      format.channel_type != HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT16 &&
      format.channel_type != HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT)
    return std::nullopt;
  return ImageFormat{format, components, type->bits, imageDataFormat(components, type->bits), type->numFormat};
}

void encodeTexel(const ImageFormat& format, const void* value, std::uint8_t* texel) {
  std::uint32_t rgba[4];
  std::memcpy(rgba, value, sizeof rgba);
  unsigned bytes = format.bits / 8;
  for (unsigned k = 0; k < format.components; ++k) {
    std::uint32_t bits = encodeComponent(format, rgba[k]);
    std::memcpy(texel + k * bytes, &bits, bytes);  // little-endian: the low bytes
  }
}

}  // namespace gcnjit::hsa

// The image formats (hsa_ext_image_format_t) gcnjit's images hold: the
// channel orders whose components sit in memory in the order a kernel reads
// and writes them (R, RX, RG, RGBA, DEPTH: gcnjit's image stores apply no
// dst_sel, frontend/lift/lift_image.cpp), in the channel types the lifter
// converts (8/16-bit norms, 8/16/32-bit integers, half and float).
#pragma once

#include <hsa/hsa_ext_image.h>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace gcnjit::hsa {

struct ImageFormat {
  hsa_ext_image_format_t hsa;
  unsigned components = 0;                 // 1, 2 or 4
  unsigned bits = 0;                       // per component: 8, 16 or 32
  unsigned dataFormat = 0, numFormat = 0;  // the T#'s (runtime/image_descriptors.h)

  std::size_t texelBytes() const { return components * bits / 8; }
};

// nullopt for formats gcnjit does not hold (HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED).
std::optional<ImageFormat> imageFormat(const hsa_ext_image_format_t& format);

// hsa_ext_image_clear's value as one texel: four components (R, G, B, A;
// floats for norm and float types, int32_t / uint32_t for integer types),
// converted as a kernel's image store converts them (norms rounded to
// nearest even and saturated, integers saturated, half rounded to nearest
// even); the order's components are kept (DEPTH keeps the first).
void encodeTexel(const ImageFormat& format, const void* value, std::uint8_t* texel);

}  // namespace gcnjit::hsa

#include "runtime/image_descriptors.h"

namespace gcnjit::runtime {
namespace {

// S# filters (point / bilinear in xy, point / linear in z).
constexpr unsigned kFilterPoint = 0, kFilterBilinear = 1, kZFilterPoint = 1, kZFilterLinear = 2;

}  // namespace

unsigned imageDataFormat(unsigned channels, unsigned bits) {
  switch (channels * 100 + bits) {
    case 108: return 1;   // 8
    case 116: return 2;   // 16
    case 208: return 3;   // 8_8
    case 132: return 4;   // 32
    case 216: return 5;   // 16_16
    case 408: return 10;  // 8_8_8_8
    case 232: return 11;  // 32_32
    case 416: return 12;  // 16_16_16_16
    case 432: return 14;  // 32_32_32_32
    default: return 0;
  }
}

// Vega ISA "Image Resource": base 39:0 (>> 8), data format 57:52, num format
// 61:58, width-1 77:64, height-1 91:78, dst_sel 107:96, levels 0..0, tiling
// 0 (linear), type 127:124, depth-1 140:128, pitch 156:141 (in texels: the
// lifter's reading of the field).
void writeImageResource(const ImageResourceFields& image, std::uint32_t* d) {
  for (unsigned k = 0; k < kImageDescriptorDwords; ++k) d[k] = 0;
  std::uint64_t base = image.base >> 8;
  d[0] = std::uint32_t(base);
  d[1] = std::uint32_t(base >> 32 & 0xff) | image.dataFormat << 20 | image.numFormat << 26;
  d[2] = std::uint32_t(image.width - 1) | std::uint32_t(image.height - 1) << 14;
  d[3] = image.swizzle | unsigned(image.type) << 28;
  d[4] = std::uint32_t(image.depth - 1) | std::uint32_t(image.pitch) << 13;
  d[8] = image.hsaChannelType;
  d[9] = image.hsaChannelOrder;
  d[10] = std::uint32_t(image.width);
}

// Vega ISA "Buffer Resource": base 47:0, stride 61:48, num_records 95:64
// (elements, the stride being set), dst_sel 107:96, num format 110:108,
// data format 114:111.
void writeBufferResource(const BufferResourceFields& buffer, std::uint32_t* d) {
  for (unsigned k = 0; k < 4; ++k) d[k] = 0;
  d[0] = std::uint32_t(buffer.base);
  d[1] = std::uint32_t(buffer.base >> 32 & 0xffff) | std::uint32_t(buffer.bytesPerElement) << 16;
  d[2] = std::uint32_t(buffer.elements);
  d[3] = buffer.swizzle | buffer.numFormat << 12 | buffer.dataFormat << 15;
}

// Vega ISA "Image Sampler": clamp x/y/z 8:0, force_unnormalized 15,
// xy mag / xy min / z filters 89:84 (mip filter none), border color type
// 127:126.
void writeSampler(const SamplerFields& sampler, std::uint32_t* d) {
  d[0] = unsigned(sampler.clamp[0]) | unsigned(sampler.clamp[1]) << 3 | unsigned(sampler.clamp[2]) << 6 |
         unsigned(sampler.unnormalizedCoordinates) << 15;
  d[1] = 0;
  unsigned xy = sampler.linearFilter ? kFilterBilinear : kFilterPoint;
  unsigned z = sampler.linearFilter ? kZFilterLinear : kZFilterPoint;
  d[2] = xy << 20 | xy << 22 | z << 24;
  d[3] = unsigned(sampler.border) << 30;
}

}  // namespace gcnjit::runtime

#include "hip/element_format.h"

#include "runtime/image_descriptors.h"

namespace gcnjit::hip {
namespace {

using namespace runtime;  // the num formats

bool validShape(unsigned channels, unsigned bits, hipChannelFormatKind kind) {
  bool channelsOk = channels == 1 || channels == 2 || channels == 4;
  bool bitsOk = bits == 8 || bits == 16 || bits == 32;
  bool kindOk = kind == hipChannelFormatKindSigned || kind == hipChannelFormatKindUnsigned ||
                (kind == hipChannelFormatKindFloat && bits != 8);
  return channelsOk && bitsOk && kindOk;
}

}  // namespace

hipChannelFormatDesc ElementFormat::channelDesc() const {
  int b = int(bits);
  return {b, channels > 1 ? b : 0, channels > 2 ? b : 0, channels > 2 ? b : 0, kind};
}

hipArray_Format ElementFormat::arrayFormat() const {
  if (kind == hipChannelFormatKindFloat) return bits == 16 ? HIP_AD_FORMAT_HALF : HIP_AD_FORMAT_FLOAT;
  bool isSigned = kind == hipChannelFormatKindSigned;
  switch (bits) {
    case 8: return isSigned ? HIP_AD_FORMAT_SIGNED_INT8 : HIP_AD_FORMAT_UNSIGNED_INT8;
    case 16: return isSigned ? HIP_AD_FORMAT_SIGNED_INT16 : HIP_AD_FORMAT_UNSIGNED_INT16;
    default: return isSigned ? HIP_AD_FORMAT_SIGNED_INT32 : HIP_AD_FORMAT_UNSIGNED_INT32;
  }
}

unsigned ElementFormat::dataFormat() const { return imageDataFormat(channels, bits); }

unsigned ElementFormat::numFormat(bool normalized) const {
  if (kind == hipChannelFormatKindFloat) return kFloat;
  bool isSigned = kind == hipChannelFormatKindSigned;
  if (normalized && bits < 32) return isSigned ? kSnorm : kUnorm;
  return isSigned ? kSint : kUint;
}

std::optional<ElementFormat> elementFormat(const hipChannelFormatDesc& desc) {
  int sizes[4] = {desc.x, desc.y, desc.z, desc.w};
  unsigned channels = 0;
  while (channels < 4 && sizes[channels] > 0) ++channels;
  for (unsigned k = channels; k < 4; ++k)
    if (sizes[k] != 0) return std::nullopt;
  for (unsigned k = 1; k < channels; ++k)
    if (sizes[k] != sizes[0]) return std::nullopt;
  unsigned bits = channels ? unsigned(sizes[0]) : 0;
  if (!validShape(channels, bits, desc.f)) return std::nullopt;
  return ElementFormat{channels, bits, desc.f};
}

std::optional<ElementFormat> elementFormat(hipArray_Format format, unsigned channels) {
  hipChannelFormatKind kind;
  unsigned bits;
  switch (format) {
    case HIP_AD_FORMAT_UNSIGNED_INT8: kind = hipChannelFormatKindUnsigned, bits = 8; break;
    case HIP_AD_FORMAT_UNSIGNED_INT16: kind = hipChannelFormatKindUnsigned, bits = 16; break;
    case HIP_AD_FORMAT_UNSIGNED_INT32: kind = hipChannelFormatKindUnsigned, bits = 32; break;
    case HIP_AD_FORMAT_SIGNED_INT8: kind = hipChannelFormatKindSigned, bits = 8; break;
    case HIP_AD_FORMAT_SIGNED_INT16: kind = hipChannelFormatKindSigned, bits = 16; break;
    case HIP_AD_FORMAT_SIGNED_INT32: kind = hipChannelFormatKindSigned, bits = 32; break;
    case HIP_AD_FORMAT_HALF: kind = hipChannelFormatKindFloat, bits = 16; break;
    case HIP_AD_FORMAT_FLOAT: kind = hipChannelFormatKindFloat, bits = 32; break;
    default: return std::nullopt;
  }
  if (!validShape(channels, bits, kind)) return std::nullopt;
  return ElementFormat{channels, bits, kind};
}

}  // namespace gcnjit::hip

// The element formats of HIP arrays and textures: a channel descriptor
// (hipChannelFormatDesc) or a driver-API format (hipArray_Format + channel
// count), checked and reduced to channels x bits of one kind, and the
// hardware data/num formats of the T# and V# that read it.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <optional>

namespace gcnjit::hip {

struct ElementFormat {
  unsigned channels = 0;  // 1, 2 or 4
  unsigned bits = 0;      // per channel: 8, 16 or 32
  hipChannelFormatKind kind = hipChannelFormatKindNone;

  std::size_t bytes() const { return channels * bits / 8; }
  hipChannelFormatDesc channelDesc() const;
  hipArray_Format arrayFormat() const;
  // Image data format (Vega ISA "Image Resource": 8, 16, 8_8, 32, ...).
  unsigned dataFormat() const;
  // Image num format; `normalized` is hipReadModeNormalizedFloat, which
  // reads 8- and 16-bit integers as UNORM/SNORM (32-bit stay integers).
  unsigned numFormat(bool normalized) const;
};

// nullopt for what AMD 5.2 refuses: channels not x, xy or xyzw, differing
// channel sizes, sizes other than 8/16/32 bits, 8-bit float, kind None.
std::optional<ElementFormat> elementFormat(const hipChannelFormatDesc& desc);
std::optional<ElementFormat> elementFormat(hipArray_Format format, unsigned channels);

}  // namespace gcnjit::hip

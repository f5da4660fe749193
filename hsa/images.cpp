#include "hsa/images.h"

#include <cstring>
#include <exception>
#include <initializer_list>
#include <map>
#include <mutex>
#include <set>

#include "hsa/runtime.h"
#include "runtime/image_descriptors.h"

namespace gcnjit::hsa {
namespace {

using runtime::ImageType;

struct Registry {
  std::mutex mutex;
  std::map<std::uint64_t, Image> images;  // by handle
  std::set<std::uint64_t> samplers;
};
Registry& registry() {
  static auto* instance = new Registry;  // static_lifetime.cpp: exit handlers still destroy images
  return *instance;
}

bool isArray(std::uint32_t geometry) {
  return geometry == HSA_EXT_IMAGE_GEOMETRY_1DA || geometry == HSA_EXT_IMAGE_GEOMETRY_2DA ||
         geometry == HSA_EXT_IMAGE_GEOMETRY_2DADEPTH;
}
bool is1D(std::uint32_t geometry) {
  return geometry == HSA_EXT_IMAGE_GEOMETRY_1D || geometry == HSA_EXT_IMAGE_GEOMETRY_1DA ||
         geometry == HSA_EXT_IMAGE_GEOMETRY_1DB;
}

ImageType imageType(std::uint32_t geometry) {
  switch (geometry) {
    case HSA_EXT_IMAGE_GEOMETRY_1D: return ImageType::k1D;
    case HSA_EXT_IMAGE_GEOMETRY_3D: return ImageType::k3D;
    case HSA_EXT_IMAGE_GEOMETRY_1DA: return ImageType::k1DArray;
    case HSA_EXT_IMAGE_GEOMETRY_2DA:
    case HSA_EXT_IMAGE_GEOMETRY_2DADEPTH: return ImageType::k2DArray;
    default: return ImageType::k2D;
  }
}

// Sizes a geometry has are 1..limit, those it lacks 0.
bool sizesSupported(const hsa_ext_image_descriptor_t& d) {
  auto within = [](std::size_t size, std::size_t limit) { return size >= 1 && size <= limit; };
  std::uint32_t g = d.geometry;
  bool width = within(d.width, g == HSA_EXT_IMAGE_GEOMETRY_1DB ? ImageLimits::kBufferElements : ImageLimits::kWidth);
  bool height = is1D(g) ? d.height == 0 : within(d.height, ImageLimits::kHeight);
  bool depth = g == HSA_EXT_IMAGE_GEOMETRY_3D ? within(d.depth, ImageLimits::kDepth) : d.depth == 0;
  bool layers = isArray(g) ? within(d.array_size, ImageLimits::kLayers) : d.array_size == 0;
  return width && height && depth && layers;
}

void writeDescriptor(const Image& image, std::uint32_t* dwords) {
  const ImageLayout& l = image.layout;
  const ImageFormat& f = l.format;
  auto base = reinterpret_cast<std::uintptr_t>(image.data);
  if (l.descriptor.geometry == HSA_EXT_IMAGE_GEOMETRY_1DB) {
    std::memset(dwords, 0, runtime::kImageDescriptorDwords * sizeof *dwords);
    runtime::writeBufferResource({base, f.dataFormat, f.numFormat, runtime::kIdentitySwizzle, l.descriptor.width,
                                  f.texelBytes()},
                                 dwords);
    dwords[8] = f.hsa.channel_type;
    dwords[9] = f.hsa.channel_order;
    dwords[10] = std::uint32_t(l.descriptor.width);
    return;
  }
  runtime::ImageResourceFields fields;
  fields.base = base;
  fields.dataFormat = f.dataFormat;
  fields.numFormat = f.numFormat;
  fields.width = l.descriptor.width;
  fields.height = l.rows;
  fields.depth = l.slices;
  fields.pitch = l.rowPitch / f.texelBytes();
  fields.type = imageType(l.descriptor.geometry);
  fields.hsaChannelType = f.hsa.channel_type;
  fields.hsaChannelOrder = f.hsa.channel_order;
  runtime::writeImageResource(fields, dwords);
}

// Device memory for a descriptor: kernels read it.
void* descriptorMemory(std::size_t bytes) {
  try {
    return Runtime::get().device().allocate(bytes);
  } catch (const std::exception&) {
    return nullptr;
  }
}

runtime::SamplerClamp clampOf(std::uint32_t mode) {
  switch (mode) {
    case HSA_EXT_SAMPLER_ADDRESSING_MODE_CLAMP_TO_BORDER: return runtime::SamplerClamp::kBorder;
    case HSA_EXT_SAMPLER_ADDRESSING_MODE_REPEAT: return runtime::SamplerClamp::kWrap;
    case HSA_EXT_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT: return runtime::SamplerClamp::kMirror;
    default: return runtime::SamplerClamp::kLastTexel;  // clamp to edge; undefined
  }
}

}  // namespace

hsa_status_t imageAgentInfo(int attribute, void* value) {
  using L = ImageLimits;
  // The header says size_t; ROCm's runtime writes, and AMD's HIP reads,
  // 32-bit values.
  auto sizes = [value](std::initializer_list<std::uint32_t> list) {
    std::memcpy(value, list.begin(), list.size() * sizeof(std::uint32_t));
    return HSA_STATUS_SUCCESS;
  };
  switch (attribute) {
    case HSA_EXT_AGENT_INFO_IMAGE_1D_MAX_ELEMENTS:
    case HSA_EXT_AGENT_INFO_IMAGE_1DA_MAX_ELEMENTS: return sizes({L::kWidth});
    case HSA_EXT_AGENT_INFO_IMAGE_1DB_MAX_ELEMENTS: return sizes({L::kBufferElements});
    case HSA_EXT_AGENT_INFO_IMAGE_2D_MAX_ELEMENTS:
    case HSA_EXT_AGENT_INFO_IMAGE_2DA_MAX_ELEMENTS:
    case HSA_EXT_AGENT_INFO_IMAGE_2DDEPTH_MAX_ELEMENTS:
    case HSA_EXT_AGENT_INFO_IMAGE_2DADEPTH_MAX_ELEMENTS: return sizes({L::kWidth, L::kHeight});
    case HSA_EXT_AGENT_INFO_IMAGE_3D_MAX_ELEMENTS: return sizes({L::kWidth, L::kHeight, L::kDepth});
    case HSA_EXT_AGENT_INFO_IMAGE_ARRAY_MAX_LAYERS: return sizes({L::kLayers});
    case HSA_EXT_AGENT_INFO_MAX_IMAGE_RD_HANDLES:
    case HSA_EXT_AGENT_INFO_MAX_IMAGE_RORW_HANDLES:
    case HSA_EXT_AGENT_INFO_MAX_SAMPLER_HANDLERS: return sizes({L::kHandles});
    case HSA_EXT_AGENT_INFO_IMAGE_LINEAR_ROW_PITCH_ALIGNMENT: return sizes({L::kRowPitchAlignment});
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

hsa_status_t imageLayout(const hsa_ext_image_descriptor_t& descriptor, std::size_t rowPitch, std::size_t slicePitch,
                         ImageLayout& layout) {
  if (descriptor.geometry > HSA_EXT_IMAGE_GEOMETRY_2DADEPTH) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto format = imageFormat(descriptor.format);
  if (!format) return hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED);
  if (!sizesSupported(descriptor)) return hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED);
  std::uint32_t g = descriptor.geometry;
  layout.descriptor = descriptor;
  layout.format = *format;
  layout.rows = is1D(g) ? 1 : descriptor.height;
  layout.slices = g == HSA_EXT_IMAGE_GEOMETRY_3D ? descriptor.depth : isArray(g) ? descriptor.array_size
                                                                                 : 1;
  std::size_t texel = format->texelBytes(), packedRow = descriptor.width * texel;
  layout.rowPitch = rowPitch ? rowPitch : packedRow;
  layout.slicePitch = slicePitch ? slicePitch : layout.rowPitch * layout.rows;
  bool pitchOk = layout.rowPitch % texel == 0 && layout.rowPitch >= packedRow &&
                 (g == HSA_EXT_IMAGE_GEOMETRY_1DB || layout.rowPitch / texel <= ImageLimits::kPitchTexels) &&
                 layout.slicePitch == layout.rowPitch * layout.rows;
  return pitchOk ? HSA_STATUS_SUCCESS : hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED);
}

hsa_status_t createImage(const ImageLayout& layout, const void* data, hsa_ext_image_t& handle) {
  auto address = reinterpret_cast<std::uintptr_t>(data);
  if (!data || address % ImageLimits::kDataAlignment) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  Image image{layout, static_cast<std::uint8_t*>(const_cast<void*>(data))};
  auto* dwords = static_cast<std::uint32_t*>(descriptorMemory(runtime::kImageDescriptorDwords * 4));
  if (!dwords) return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  writeDescriptor(image, dwords);
  handle.handle = reinterpret_cast<std::uintptr_t>(dwords);
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.images.emplace(handle.handle, image);
  return HSA_STATUS_SUCCESS;
}

std::optional<Image> findImage(hsa_ext_image_t handle) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto it = r.images.find(handle.handle);
  if (it == r.images.end()) return std::nullopt;
  return it->second;
}

bool destroyImage(hsa_ext_image_t handle) {
  Registry& r = registry();
  {
    std::lock_guard lock(r.mutex);
    if (!r.images.erase(handle.handle)) return false;
  }
  Runtime::get().device().release(reinterpret_cast<void*>(handle.handle));
  return true;
}

std::optional<ImageBox> imageBox(const ImageLayout& layout, const hsa_dim3_t& offset, const hsa_dim3_t& range) {
  std::uint32_t g = layout.descriptor.geometry;
  // A coordinate the geometry lacks: offset 0, range 0 or 1.
  auto unused = [](std::uint32_t start, std::uint32_t count) { return start == 0 && count <= 1; };
  ImageBox box{offset.x, offset.y, offset.z, range.x, range.y, range.z};
  if (g == HSA_EXT_IMAGE_GEOMETRY_1DA) {
    if (!unused(offset.z, range.z)) return std::nullopt;
    box = {offset.x, 0, offset.y, range.x, 1, range.y};
  } else if (is1D(g)) {
    if (!unused(offset.y, range.y) || !unused(offset.z, range.z)) return std::nullopt;
    box.rows = box.slices = 1;
  } else if (layout.slices == 1 && g != HSA_EXT_IMAGE_GEOMETRY_3D) {
    if (!unused(offset.z, range.z)) return std::nullopt;
    box.slices = 1;
  }
  auto fits = [](std::size_t start, std::size_t count, std::size_t size) {
    return count >= 1 && start < size && count <= size - start;
  };
  if (!fits(box.x, box.width, layout.descriptor.width) || !fits(box.row, box.rows, layout.rows) ||
      !fits(box.slice, box.slices, layout.slices))
    return std::nullopt;
  return box;
}

std::uint8_t* texelAddress(const Image& image, std::size_t x, std::size_t row, std::size_t slice) {
  const ImageLayout& l = image.layout;
  return image.data + slice * l.slicePitch + row * l.rowPitch + x * l.format.texelBytes();
}

hsa_status_t createSampler(const hsa_ext_sampler_descriptor_t& descriptor, hsa_ext_sampler_t& handle) {
  if (descriptor.coordinate_mode > HSA_EXT_SAMPLER_COORDINATE_MODE_NORMALIZED ||
      descriptor.filter_mode > HSA_EXT_SAMPLER_FILTER_MODE_LINEAR ||
      descriptor.address_mode > HSA_EXT_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT)
    return hsa_status_t(HSA_EXT_STATUS_ERROR_SAMPLER_DESCRIPTOR_UNSUPPORTED);
  runtime::SamplerFields fields;
  for (auto& clamp : fields.clamp) clamp = clampOf(descriptor.address_mode);
  fields.unnormalizedCoordinates = descriptor.coordinate_mode == HSA_EXT_SAMPLER_COORDINATE_MODE_UNNORMALIZED;
  fields.linearFilter = descriptor.filter_mode == HSA_EXT_SAMPLER_FILTER_MODE_LINEAR;
  auto* dwords = static_cast<std::uint32_t*>(descriptorMemory(runtime::kSamplerDescriptorDwords * 4));
  if (!dwords) return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
  runtime::writeSampler(fields, dwords);
  handle.handle = reinterpret_cast<std::uintptr_t>(dwords);
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.samplers.insert(handle.handle);
  return HSA_STATUS_SUCCESS;
}

bool destroySampler(hsa_ext_sampler_t handle) {
  Registry& r = registry();
  {
    std::lock_guard lock(r.mutex);
    if (!r.samplers.erase(handle.handle)) return false;
  }
  Runtime::get().device().release(reinterpret_cast<void*>(handle.handle));
  return true;
}

}  // namespace gcnjit::hsa

// The image extension (hsa_ext_image_*, hsa_ext_sampler_*) on the GPU
// agent: images over the caller's memory in gcnjit's linear layout
// (images.h), and the host-side copies, imports, exports and clears, which
// finish before they return.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
#include <hsa/hsa_ext_image.h>

#include <cstring>

#include "hsa/images.h"
#include "hsa/runtime.h"

using gcnjit::hsa::ImageLayout;
using gcnjit::hsa::ImageLimits;
using gcnjit::hsa::Runtime;

namespace {

// The status of a call on `agent`: images live on the GPU agent.
hsa_status_t checkAgent(hsa_agent_t agent) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const gcnjit::hsa::Agent* a = Runtime::get().agent(agent);
  if (!a || a->type != HSA_DEVICE_TYPE_GPU) return HSA_STATUS_ERROR_INVALID_AGENT;
  return HSA_STATUS_SUCCESS;
}

bool validPermission(hsa_access_permission_t permission) {
  return permission == HSA_ACCESS_PERMISSION_RO || permission == HSA_ACCESS_PERMISSION_WO ||
         permission == HSA_ACCESS_PERMISSION_RW;
}

constexpr std::uint32_t kAllAccess = HSA_EXT_IMAGE_CAPABILITY_READ_ONLY | HSA_EXT_IMAGE_CAPABILITY_WRITE_ONLY |
                                     HSA_EXT_IMAGE_CAPABILITY_READ_WRITE |
                                     HSA_EXT_IMAGE_CAPABILITY_READ_MODIFY_WRITE |
                                     HSA_EXT_IMAGE_CAPABILITY_ACCESS_INVARIANT_DATA_LAYOUT;

hsa_status_t capability(hsa_agent_t agent, hsa_ext_image_geometry_t geometry, const hsa_ext_image_format_t* format,
                        std::uint32_t* mask) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  if (!format || !mask || geometry > HSA_EXT_IMAGE_GEOMETRY_2DADEPTH) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  bool depthGeometry = geometry == HSA_EXT_IMAGE_GEOMETRY_2DDEPTH || geometry == HSA_EXT_IMAGE_GEOMETRY_2DADEPTH;
  bool depthOrder = format->channel_order == HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH;
  *mask = gcnjit::hsa::imageFormat(*format) && depthGeometry == depthOrder ? kAllAccess : 0;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t dataInfo(hsa_agent_t agent, const hsa_ext_image_descriptor_t* descriptor,
                      hsa_access_permission_t permission, std::size_t rowPitch, std::size_t slicePitch,
                      hsa_ext_image_data_info_t* info) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  if (!descriptor || !info || !validPermission(permission)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  ImageLayout layout;
  if (hsa_status_t s = gcnjit::hsa::imageLayout(*descriptor, rowPitch, slicePitch, layout)) return s;
  info->size = layout.bytes();
  info->alignment = ImageLimits::kDataAlignment;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t create(hsa_agent_t agent, const hsa_ext_image_descriptor_t* descriptor, const void* data,
                    hsa_access_permission_t permission, std::size_t rowPitch, std::size_t slicePitch,
                    hsa_ext_image_t* image) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  if (!descriptor || !data || !image || !validPermission(permission)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  ImageLayout layout;
  if (hsa_status_t s = gcnjit::hsa::imageLayout(*descriptor, rowPitch, slicePitch, layout)) return s;
  return gcnjit::hsa::createImage(layout, data, *image);
}

// Copies a region between an image and linear memory whose rows are
// `rowPitch` bytes apart and slices `slicePitch` (0: packed).
hsa_status_t transfer(hsa_agent_t agent, hsa_ext_image_t handle, const hsa_ext_image_region_t* region,
                      const void* memory, std::size_t rowPitch, std::size_t slicePitch, bool toImage) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  auto image = gcnjit::hsa::findImage(handle);
  if (!image || !memory || !region) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto box = gcnjit::hsa::imageBox(image->layout, region->offset, region->range);
  if (!box) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::size_t rowBytes = box->width * image->layout.format.texelBytes();
  if (!rowPitch) rowPitch = rowBytes;
  if (!slicePitch) slicePitch = rowPitch * box->rows;
  if (rowPitch < rowBytes || slicePitch < rowPitch * box->rows) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto* linear = static_cast<std::uint8_t*>(const_cast<void*>(memory));
  for (std::size_t slice = 0; slice < box->slices; ++slice) {
    for (std::size_t row = 0; row < box->rows; ++row) {
      std::uint8_t* texels = gcnjit::hsa::texelAddress(*image, box->x, box->row + row, box->slice + slice);
      std::uint8_t* bytes = linear + slice * slicePitch + row * rowPitch;
      if (toImage)
        std::memmove(texels, bytes, rowBytes);
      else
        std::memmove(bytes, texels, rowBytes);
    }
  }
  return HSA_STATUS_SUCCESS;
}

}  // namespace

extern "C" {

hsa_status_t hsa_ext_image_get_capability(hsa_agent_t agent, hsa_ext_image_geometry_t geometry,
                                          const hsa_ext_image_format_t* image_format, std::uint32_t* capability_mask) {
  return capability(agent, geometry, image_format, capability_mask);
}

// Both layouts are gcnjit's one linear layout.
hsa_status_t hsa_ext_image_get_capability_with_layout(hsa_agent_t agent, hsa_ext_image_geometry_t geometry,
                                                      const hsa_ext_image_format_t* image_format,
                                                      hsa_ext_image_data_layout_t image_data_layout,
                                                      std::uint32_t* capability_mask) {
  if (image_data_layout != HSA_EXT_IMAGE_DATA_LAYOUT_OPAQUE && image_data_layout != HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR)
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return capability(agent, geometry, image_format, capability_mask);
}

hsa_status_t hsa_ext_image_data_get_info(hsa_agent_t agent, const hsa_ext_image_descriptor_t* image_descriptor,
                                         hsa_access_permission_t access_permission,
                                         hsa_ext_image_data_info_t* image_data_info) {
  return dataInfo(agent, image_descriptor, access_permission, 0, 0, image_data_info);
}

hsa_status_t hsa_ext_image_data_get_info_with_layout(hsa_agent_t agent,
                                                     const hsa_ext_image_descriptor_t* image_descriptor,
                                                     hsa_access_permission_t access_permission,
                                                     hsa_ext_image_data_layout_t image_data_layout,
                                                     std::size_t image_data_row_pitch,
                                                     std::size_t image_data_slice_pitch,
                                                     hsa_ext_image_data_info_t* image_data_info) {
  if (image_data_layout != HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return dataInfo(agent, image_descriptor, access_permission, image_data_row_pitch, image_data_slice_pitch,
                  image_data_info);
}

hsa_status_t hsa_ext_image_create(hsa_agent_t agent, const hsa_ext_image_descriptor_t* image_descriptor,
                                  const void* image_data, hsa_access_permission_t access_permission,
                                  hsa_ext_image_t* image) {
  return create(agent, image_descriptor, image_data, access_permission, 0, 0, image);
}

hsa_status_t hsa_ext_image_create_with_layout(hsa_agent_t agent, const hsa_ext_image_descriptor_t* image_descriptor,
                                              const void* image_data, hsa_access_permission_t access_permission,
                                              hsa_ext_image_data_layout_t image_data_layout,
                                              std::size_t image_data_row_pitch, std::size_t image_data_slice_pitch,
                                              hsa_ext_image_t* image) {
  if (image_data_layout != HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return create(agent, image_descriptor, image_data, access_permission, image_data_row_pitch, image_data_slice_pitch,
                image);
}

hsa_status_t hsa_ext_image_destroy(hsa_agent_t agent, hsa_ext_image_t image) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  return gcnjit::hsa::destroyImage(image) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

// Texels are copied as bits: both images hold texels of one size.
hsa_status_t hsa_ext_image_copy(hsa_agent_t agent, hsa_ext_image_t src_image, const hsa_dim3_t* src_offset,
                                hsa_ext_image_t dst_image, const hsa_dim3_t* dst_offset, const hsa_dim3_t* range) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  auto src = gcnjit::hsa::findImage(src_image), dst = gcnjit::hsa::findImage(dst_image);
  if (!src || !dst || !src_offset || !dst_offset || !range) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (src->layout.format.texelBytes() != dst->layout.format.texelBytes())
    return HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS;
  auto from = gcnjit::hsa::imageBox(src->layout, *src_offset, *range);
  auto to = gcnjit::hsa::imageBox(dst->layout, *dst_offset, *range);
  if (!from || !to || from->width != to->width || from->rows * from->slices != to->rows * to->slices)
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  // Rows in order on both sides (a 1D array's layers are a 2D image's rows).
  std::size_t rowBytes = from->width * src->layout.format.texelBytes();
  for (std::size_t n = 0; n < from->rows * from->slices; ++n) {
    std::uint8_t* s = gcnjit::hsa::texelAddress(*src, from->x, from->row + n % from->rows, from->slice + n / from->rows);
    std::uint8_t* d = gcnjit::hsa::texelAddress(*dst, to->x, to->row + n % to->rows, to->slice + n / to->rows);
    std::memmove(d, s, rowBytes);
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_ext_image_import(hsa_agent_t agent, const void* src_memory, std::size_t src_row_pitch,
                                  std::size_t src_slice_pitch, hsa_ext_image_t dst_image,
                                  const hsa_ext_image_region_t* image_region) {
  return transfer(agent, dst_image, image_region, src_memory, src_row_pitch, src_slice_pitch, true);
}

hsa_status_t hsa_ext_image_export(hsa_agent_t agent, hsa_ext_image_t src_image, void* dst_memory,
                                  std::size_t dst_row_pitch, std::size_t dst_slice_pitch,
                                  const hsa_ext_image_region_t* image_region) {
  return transfer(agent, src_image, image_region, dst_memory, dst_row_pitch, dst_slice_pitch, false);
}

hsa_status_t hsa_ext_image_clear(hsa_agent_t agent, hsa_ext_image_t image, const void* data,
                                 const hsa_ext_image_region_t* image_region) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  auto target = gcnjit::hsa::findImage(image);
  if (!target || !data || !image_region) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto box = gcnjit::hsa::imageBox(target->layout, image_region->offset, image_region->range);
  if (!box) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::uint8_t texel[16];
  gcnjit::hsa::encodeTexel(target->layout.format, data, texel);
  std::size_t bytes = target->layout.format.texelBytes();
  for (std::size_t slice = 0; slice < box->slices; ++slice)
    for (std::size_t row = 0; row < box->rows; ++row) {
      std::uint8_t* out = gcnjit::hsa::texelAddress(*target, box->x, box->row + row, box->slice + slice);
      for (std::size_t x = 0; x < box->width; ++x) std::memcpy(out + x * bytes, texel, bytes);
    }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_ext_sampler_create(hsa_agent_t agent, const hsa_ext_sampler_descriptor_t* sampler_descriptor,
                                    hsa_ext_sampler_t* sampler) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  if (!sampler_descriptor || !sampler) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return gcnjit::hsa::createSampler(*sampler_descriptor, *sampler);
}

hsa_status_t hsa_ext_sampler_destroy(hsa_agent_t agent, hsa_ext_sampler_t sampler) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  return gcnjit::hsa::destroySampler(sampler) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

hsa_status_t hsa_amd_image_get_info_max_dim(hsa_agent_t agent, hsa_agent_info_t attribute, void* value) {
  if (hsa_status_t s = checkAgent(agent)) return s;
  int a = attribute;
  if (!value || a < HSA_EXT_AGENT_INFO_IMAGE_1D_MAX_ELEMENTS || a > HSA_EXT_AGENT_INFO_IMAGE_ARRAY_MAX_LAYERS)
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return gcnjit::hsa::imageAgentInfo(a, value);
}

}  // extern "C"

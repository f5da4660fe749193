// Images and samplers (the HSA image extension): an hsa_ext_image_t is the
// device address of the image's descriptor dwords, an hsa_ext_sampler_t
// that of its S# (runtime/image_descriptors.h), which kernels receive as
// arguments. The image's texels are the caller's memory in gcnjit's linear
// layout (frontend/lift/lift_image_resource.h): a row pitch, and slices
// (3D depth, array layers) one row pitch x rows apart.
#pragma once

#include <hsa/hsa_ext_image.h>

#include <cstddef>
#include <cstdint>
#include <optional>

#include "hsa/image_format.h"

namespace gcnjit::hsa {

// What the GPU agent's images may be (HSA_EXT_AGENT_INFO_IMAGE_*): the T#'s
// field widths, and ROCm's limits for gfx9.
struct ImageLimits {
  static constexpr std::uint32_t kWidth = 16384, kHeight = 16384, kDepth = 8192, kLayers = 2048;
  static constexpr std::uint32_t kBufferElements = 1u << 27;
  static constexpr std::size_t kPitchTexels = 65535;  // the T#'s 16-bit pitch field
  static constexpr std::uint32_t kRowPitchAlignment = 256;
  static constexpr std::size_t kDataAlignment = 256;   // the T#'s base is 256-byte aligned
  static constexpr std::uint32_t kHandles = 1u << 20;  // read-only / read-write images, samplers
};
// The GPU agent's HSA_EXT_AGENT_INFO_IMAGE_* attributes (0x3000-0x300C);
// HSA_STATUS_ERROR_INVALID_ARGUMENT for others.
hsa_status_t imageAgentInfo(int attribute, void* value);

// An image descriptor and format gcnjit holds, with its memory layout.
struct ImageLayout {
  hsa_ext_image_descriptor_t descriptor;
  ImageFormat format;
  std::size_t rows = 1;                      // per slice: the height, 1 for 1D geometries
  std::size_t slices = 1;                    // 3D depth or array layers, else 1
  std::size_t rowPitch = 0, slicePitch = 0;  // bytes

  std::size_t bytes() const { return slicePitch * slices; }
};

// The layout of `descriptor` with row and slice pitches (0: packed rows,
// slices of packed rows), or the status refusing it:
// HSA_STATUS_ERROR_INVALID_ARGUMENT (unknown geometry),
// HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED,
// HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED (sizes 0 or over the limits, or
// sizes a geometry does not have), HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED
// (pitches not whole texels, too small or too large, or a slice pitch other
// than row pitch x rows).
hsa_status_t imageLayout(const hsa_ext_image_descriptor_t& descriptor, std::size_t rowPitch, std::size_t slicePitch,
                         ImageLayout& layout);

struct Image {
  ImageLayout layout;
  std::uint8_t* data;
};

// A new image over `data` (256-byte aligned: HSA_STATUS_ERROR_INVALID_ARGUMENT
// otherwise); HSA_STATUS_ERROR_OUT_OF_RESOURCES without device memory.
hsa_status_t createImage(const ImageLayout& layout, const void* data, hsa_ext_image_t& handle);
// The image a handle names (a copy: images are immutable), or nullopt.
std::optional<Image> findImage(hsa_ext_image_t handle);
bool destroyImage(hsa_ext_image_t handle);  // false: no such image

// A region of an image in its layout's terms: texel x, row, slice (HSA
// regions count 1D arrays' layers in y, 2D arrays' in z).
struct ImageBox {
  std::size_t x, row, slice;
  std::size_t width, rows, slices;
};
// nullopt when the region is empty or leaves the image.
std::optional<ImageBox> imageBox(const ImageLayout& layout, const hsa_dim3_t& offset, const hsa_dim3_t& range);
std::uint8_t* texelAddress(const Image& image, std::size_t x, std::size_t row, std::size_t slice);

hsa_status_t createSampler(const hsa_ext_sampler_descriptor_t& descriptor, hsa_ext_sampler_t& handle);
bool destroySampler(hsa_ext_sampler_t handle);  // false: no such sampler

}  // namespace gcnjit::hsa

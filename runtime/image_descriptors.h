// The hardware descriptors kernels read images and samplers through, in
// gcnjit's linear image layout (frontend/lift/lift_image_resource.h): the
// image resource (T#, Vega ISA "Image Resource"), the buffer resource (V#,
// "Buffer Resource") of a 1D buffer image, and the sampler (S#, "Image
// Sampler"). Both runtimes place them in device memory: hip/ for texture and
// surface objects, hsa/ for hsa_ext_image_t / hsa_ext_sampler_t handles.
//
// An image handle points at 12 dwords, as ROCm 5.2's device library (ockl)
// reads them: dwords 0-7 the T# (or the V# in dwords 0-3), then dword 8 the
// HSA channel data type, dword 9 the HSA channel order (surface functions
// turn byte x coordinates into texels with them) and dword 10 the width in
// texels (the point-sampling coordinate adjustment reads it).
#pragma once

#include <cstddef>
#include <cstdint>

namespace gcnjit::runtime {

constexpr unsigned kImageDescriptorDwords = 12;
constexpr unsigned kSamplerDescriptorDwords = 4;

// T# types (Vega ISA "Image Resource" type 127:124).
enum class ImageType : unsigned { k1D = 8, k2D = 9, k3D = 10, k1DArray = 12, k2DArray = 13 };

// dst_sel codes (Vega ISA "Image Resource" dst_sel_x..w).
enum DstSel : unsigned { kSelZero = 0, kSelOne = 1, kSelX = 4, kSelY = 5, kSelZ = 6, kSelW = 7 };
// Each result channel reads its own component (missing components read 0,
// alpha 1).
constexpr unsigned kIdentitySwizzle = kSelX | kSelY << 3 | kSelZ << 6 | kSelW << 9;

// Vega ISA data formats (8, 16, 8_8, 32, 16_16, 8_8_8_8, 32_32,
// 16_16_16_16, 32_32_32_32) of `channels` components of `bits` each;
// 0 (invalid) for other shapes.
unsigned imageDataFormat(unsigned channels, unsigned bits);
// Vega ISA num formats.
enum NumFormat : unsigned { kUnorm = 0, kSnorm = 1, kUint = 4, kSint = 5, kFloat = 7 };

struct ImageResourceFields {
  std::uint64_t base = 0;  // 256-byte aligned
  unsigned dataFormat = 0, numFormat = 0;
  unsigned swizzle = kIdentitySwizzle;
  std::size_t width = 1, height = 1, depth = 1;  // depth: slices for arrays
  std::size_t pitch = 1;                         // row pitch in texels
  ImageType type = ImageType::k1D;
  unsigned hsaChannelType = 0, hsaChannelOrder = 0;  // dwords 8 and 9
};
void writeImageResource(const ImageResourceFields& image, std::uint32_t* dwords);

// A V# over `elements` texels of `bytesPerElement` (the stride) at `base`.
struct BufferResourceFields {
  std::uint64_t base = 0;
  unsigned dataFormat = 0, numFormat = 0;
  unsigned swizzle = kIdentitySwizzle;
  std::size_t elements = 0, bytesPerElement = 0;
};
void writeBufferResource(const BufferResourceFields& buffer, std::uint32_t* dwords);

// S# clamp modes and filters as AMD's drivers encode them (SQ_TEX_CLAMP,
// SQ_TEX_XY_FILTER / SQ_TEX_Z_FILTER), border color types
// (SQ_TEX_BORDER_COLOR).
enum class SamplerClamp : unsigned { kWrap = 0, kMirror = 1, kLastTexel = 2, kBorder = 6 };
enum class SamplerBorder : unsigned { kTransparentBlack = 0, kOpaqueBlack = 1, kOpaqueWhite = 2 };

struct SamplerFields {
  SamplerClamp clamp[3] = {SamplerClamp::kLastTexel, SamplerClamp::kLastTexel, SamplerClamp::kLastTexel};
  bool unnormalizedCoordinates = false;
  bool linearFilter = false;
  SamplerBorder border = SamplerBorder::kTransparentBlack;
};
void writeSampler(const SamplerFields& sampler, std::uint32_t* dwords);

}  // namespace gcnjit::runtime

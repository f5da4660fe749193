// Texture objects: a hipTextureObject_t is the device address of the 16
// dwords that ROCm 5.2's device code reads (hip/amd_detail/
// texture_indirect_functions.h, ockl's image functions): dwords 0-11 the
// image (its T#, or for a linear resource a V# that tex1Dfetch reads with
// buffer_load_format, and the channel type, order and width ockl reads
// beside it: runtime/image_descriptors.h), dwords 12-15 the sampler (S#).
// The T# points at memory in gcnjit's linear image layout (arrays, pitch2D
// memory; frontend/lift/lift_image_resource.h).
#pragma once

#include <hip/hip_runtime_api.h>

#include <array>
#include <cstdint>
#include <string>

namespace gcnjit::hip {

constexpr unsigned kTextureObjectDwords = 16;
using TextureDescriptors = std::array<std::uint32_t, kTextureObjectDwords>;

// The descriptors of a resource read through a texture description, or an
// error (with `why` set) for what AMD 5.2 refuses (hipErrorInvalidValue:
// null or unknown arrays, bad formats, misaligned or oversized pitch2D
// memory) or gcnjit does not implement (hipErrorNotSupported: mipmapped
// arrays, sRGB, border colors other than transparent/opaque black and opaque
// white, resource views).
hipError_t buildTextureDescriptors(const hipResourceDesc& resource, const hipTextureDesc& texture,
                                   TextureDescriptors& out, std::string& why);

// A surface object (hipCreateSurfaceObject): the T# and dwords 8-11 of an
// array resource, read and written with image_load / image_store; the
// sampler dwords stay 0. hipErrorInvalidValue for other resources.
hipError_t buildSurfaceDescriptors(const hipResourceDesc& resource, TextureDescriptors& out, std::string& why);

// The descriptors copied into new device memory, the object's handle; null
// when the device is out of memory.
void* placeDescriptors(const TextureDescriptors& descriptors);

}  // namespace gcnjit::hip

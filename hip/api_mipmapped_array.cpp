// Mipmapped arrays as storage: hipMallocMipmappedArray / hipMipmappedArrayCreate
// make one array (array.h) per level, each level half the one before in
// every dimension (at least 1), and hipGetMipmappedArrayLevel /
// hipMipmappedArrayGetLevel hand out a level's array for copies, surfaces
// and texture objects of that level. Sampling a mipmapped array as a whole
// (a texture object of hipResourceTypeMipmappedArray, level selection in
// image_sample) is not implemented: texture_object.cpp refuses it.
// Mipmapped arrays are registered, so a bad handle is hipErrorInvalidValue,
// never a host crash.
#include <hip/hip_runtime_api.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "hip/array.h"
#include "hip/errors.h"

using gcnjit::hip::setLastError;

namespace {

std::mutex registryMutex;
std::unordered_set<const hipMipmappedArray*>& registry() {
  static auto* arrays = new std::unordered_set<const hipMipmappedArray*>;
  return *arrays;
}

// The levels' arrays, which hipMipmappedArray::data points at.
std::vector<hipArray*>& levelsOf(const hipMipmappedArray* mipmapped) {
  return *static_cast<std::vector<hipArray*>*>(mipmapped->data);
}

bool live(const hipMipmappedArray* mipmapped) {
  std::lock_guard lock(registryMutex);
  return mipmapped && registry().count(mipmapped);
}

hipError_t destroy(hipMipmappedArray* mipmapped) {
  {
    std::lock_guard lock(registryMutex);
    if (!mipmapped || !registry().erase(mipmapped)) return hipErrorInvalidValue;
  }
  for (hipArray* level : levelsOf(mipmapped)) (void)gcnjit::hip::destroyArray(level);
  delete &levelsOf(mipmapped);
  delete mipmapped;
  return hipSuccess;
}

// `levels` arrays from `width` x `height` x `depth` (0: a dimension the
// array does not have) down, halving each dimension. A chain longer than
// the largest dimension's halvings is hipErrorInvalidValue.
hipError_t create(hipMipmappedArray** out, const gcnjit::hip::ElementFormat& format, const hipChannelFormatDesc& desc,
                  std::size_t width, std::size_t height, std::size_t depth, unsigned levels, unsigned flags) {
  if (!out || !levels || !width) return hipErrorInvalidValue;
  std::size_t largest = std::max({width, height, depth});
  if (levels > 1 && (largest >> (levels - 1)) == 0) return hipErrorInvalidValue;
  auto mipmapped = std::make_unique<hipMipmappedArray>();
  auto arrays = std::make_unique<std::vector<hipArray*>>();
  for (unsigned level = 0; level < levels; ++level) {
    auto halved = [&](std::size_t size) { return size ? std::max<std::size_t>(size >> level, 1) : 0; };
    hipArray* array = nullptr;
    hipError_t e = gcnjit::hip::createArray(&array, format, halved(width), halved(height), halved(depth), flags);
    if (e) {
      for (hipArray* made : *arrays) (void)gcnjit::hip::destroyArray(made);
      return e;
    }
    arrays->push_back(array);
  }
  mipmapped->data = arrays.release();
  mipmapped->desc = desc;
  mipmapped->type = levelsOf(mipmapped.get()).front()->textureType;
  mipmapped->width = unsigned(width);
  mipmapped->height = unsigned(height);
  mipmapped->depth = unsigned(depth);
  mipmapped->min_mipmap_level = 0;
  mipmapped->max_mipmap_level = levels - 1;
  mipmapped->flags = flags;
  mipmapped->format = format.arrayFormat();
  std::lock_guard lock(registryMutex);
  registry().insert(mipmapped.get());
  *out = mipmapped.release();
  return hipSuccess;
}

hipError_t level(hipArray_t* out, const hipMipmappedArray* mipmapped, unsigned index) {
  if (!out || !live(mipmapped)) return hipErrorInvalidValue;
  const std::vector<hipArray*>& levels = levelsOf(mipmapped);
  if (index >= levels.size()) return hipErrorInvalidValue;
  *out = levels[index];
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipMallocMipmappedArray(hipMipmappedArray_t* mipmappedArray, const hipChannelFormatDesc* desc,
                                   hipExtent extent, unsigned int numLevels, unsigned int flags) {
  if (!desc) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(*desc);
  if (!format) return setLastError(hipErrorInvalidValue);
  return setLastError(
      create(mipmappedArray, *format, *desc, extent.width, extent.height, extent.depth, numLevels, flags));
}

hipError_t hipMipmappedArrayCreate(hipMipmappedArray_t* pHandle, HIP_ARRAY3D_DESCRIPTOR* desc,
                                   unsigned int numMipmapLevels) {
  if (!desc) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(desc->Format, desc->NumChannels);
  if (!format) return setLastError(hipErrorInvalidValue);
  return setLastError(create(pHandle, *format, format->channelDesc(), desc->Width, desc->Height, desc->Depth,
                             numMipmapLevels, desc->Flags));
}

hipError_t hipFreeMipmappedArray(hipMipmappedArray_t mipmappedArray) { return setLastError(destroy(mipmappedArray)); }
hipError_t hipMipmappedArrayDestroy(hipMipmappedArray_t hMipmappedArray) {
  return setLastError(destroy(hMipmappedArray));
}

hipError_t hipGetMipmappedArrayLevel(hipArray_t* levelArray, hipMipmappedArray_const_t mipmappedArray,
                                     unsigned int index) {
  return setLastError(level(levelArray, mipmappedArray, index));
}
hipError_t hipMipmappedArrayGetLevel(hipArray_t* pLevelArray, hipMipmappedArray_t hMipMappedArray,
                                     unsigned int index) {
  return setLastError(level(pLevelArray, hMipMappedArray, index));
}

}  // extern "C"

#include "hip/array.h"

#include <cstdio>
#include <mutex>
#include <unordered_set>

#include "hip/runtime.h"

namespace gcnjit::hip {
namespace {

// What the device reports as maxTexture1D / 2D / 3D (api_device.cpp): the
// T#'s 14-bit width and height fields, gfx9's 2048 3D texels per side.
constexpr std::size_t kMax1D = 16384, kMax2D = 16384, kMax3D = 2048;
constexpr unsigned kKnownFlags =
    hipArrayLayered | hipArraySurfaceLoadStore | hipArrayCubemap | hipArrayTextureGather;

std::mutex& registryMutex() {
  static std::mutex mutex;
  return mutex;
}
std::unordered_set<const hipArray*>& registry() {
  static auto* arrays = new std::unordered_set<const hipArray*>;
  return *arrays;
}

bool extentOk(std::size_t width, std::size_t height, std::size_t depth, unsigned flags) {
  if (!width) return false;
  if (flags & hipArrayLayered) return width <= kMax2D && height <= kMax2D && depth <= kMax3D;
  if (depth) return height && width <= kMax3D && height <= kMax3D && depth <= kMax3D;
  if (height) return width <= kMax2D && height <= kMax2D;
  return width <= kMax1D;
}

unsigned textureType(std::size_t height, std::size_t depth, unsigned flags) {
  if (flags & hipArrayLayered) return height ? hipTextureType2DLayered : hipTextureType1DLayered;
  return depth ? hipTextureType3D : height ? hipTextureType2D : hipTextureType1D;
}

}  // namespace

hipError_t arraySide(const hipArray* array, hipPitchedPtr& ptr, const hipPos& pos, const hipExtent& bytes) {
  auto format = arrayElement(array);
  if (!format) return hipErrorInvalidValue;
  hipExtent size = arrayExtent(array);
  if (pos.x + bytes.width > size.width * format->bytes() || pos.y + bytes.height > size.height ||
      pos.z + bytes.depth > size.depth)
    return hipErrorInvalidValue;
  ptr = arrayMemory(array);
  return hipSuccess;
}

hipError_t createArray(hipArray** out, const ElementFormat& format, std::size_t width, std::size_t height,
                       std::size_t depth, unsigned flags) {
  if (!out || (flags & ~kKnownFlags) || !extentOk(width, height, depth, flags)) return hipErrorInvalidValue;
  if (flags & hipArrayCubemap) {
    std::fprintf(stderr, "gcnjit HIP: cube map arrays are not implemented (their sampling does not lift)\n");
    return hipErrorNotSupported;
  }
  std::size_t bytes = width * std::max<std::size_t>(height, 1) * std::max<std::size_t>(depth, 1) * format.bytes();
  auto array = std::make_unique<hipArray>();
  try {
    array->data = Runtime::get().allocate(bytes, MemoryKind::Device);
  } catch (const std::exception&) {
    return hipErrorOutOfMemory;
  }
  array->desc = format.channelDesc();
  array->type = flags;
  array->width = unsigned(width);
  array->height = unsigned(height);
  array->depth = unsigned(depth);
  array->Format = format.arrayFormat();
  array->NumChannels = format.channels;
  array->isDrv = false;
  array->textureType = textureType(height, depth, flags);
  std::lock_guard lock(registryMutex());
  registry().insert(array.get());
  *out = array.release();
  return hipSuccess;
}

hipError_t destroyArray(hipArray* array) {
  {
    std::lock_guard lock(registryMutex());
    if (!array || !registry().erase(array)) return hipErrorInvalidValue;
  }
  Runtime::get().release(array->data);
  delete array;
  return hipSuccess;
}

std::optional<ElementFormat> arrayElement(const hipArray* array) {
  {
    std::lock_guard lock(registryMutex());
    if (!array || !registry().count(array)) return std::nullopt;
  }
  return elementFormat(array->desc);
}

hipExtent arrayExtent(const hipArray* array) {
  return {array->width, std::max(array->height, 1u), std::max(array->depth, 1u)};
}

hipPitchedPtr arrayMemory(const hipArray* array) {
  std::size_t rowBytes = array->width * elementFormat(array->desc)->bytes();
  return {array->data, rowBytes, rowBytes, std::max(array->height, 1u)};
}

hipError_t resolveArrays(hipMemcpy3DParms& p) {
  const hipArray* arrays[] = {p.srcArray, p.dstArray};
  for (const hipArray* array : arrays) {
    if (!array) continue;
    auto format = arrayElement(array);
    if (!format) return hipErrorInvalidValue;
    p.extent.width *= format->bytes();
    break;
  }
  if (p.srcArray) {
    p.srcPos.x *= arrayElement(p.srcArray) ? arrayElement(p.srcArray)->bytes() : 0;
    if (hipError_t e = arraySide(p.srcArray, p.srcPtr, p.srcPos, p.extent)) return e;
  }
  if (p.dstArray) {
    p.dstPos.x *= arrayElement(p.dstArray) ? arrayElement(p.dstArray)->bytes() : 0;
    if (hipError_t e = arraySide(p.dstArray, p.dstPtr, p.dstPos, p.extent)) return e;
  }
  p.srcArray = p.dstArray = nullptr;
  return hipSuccess;
}

}  // namespace gcnjit::hip

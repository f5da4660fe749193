// Texture objects (hip/texture_object.h): the descriptors go into 64 bytes
// of device memory whose address is the hipTextureObject_t; the
// descriptions they were made from are kept for the getters and to check
// handles. A resource view is not implemented (hipErrorNotSupported). The
// driver API's hipTexObject* calls are the same calls on converted
// descriptions (driver_texture_desc.h).
#include <hip/hip_runtime_api.h>

#include <cstdio>
#include <mutex>
#include <unordered_map>

#include "hip/array.h"
#include "hip/driver_texture_desc.h"
#include "hip/errors.h"
#include "hip/runtime.h"
#include "hip/texture_object.h"

using gcnjit::hip::setLastError;

namespace {

struct TextureRecord {
  hipResourceDesc resource;
  hipTextureDesc texture;
};

std::mutex& registryMutex() {
  static std::mutex mutex;
  return mutex;
}
std::unordered_map<hipTextureObject_t, TextureRecord>& registry() {
  static auto* objects = new std::unordered_map<hipTextureObject_t, TextureRecord>;
  return *objects;
}

// The record of a live texture object, copied, or false.
bool find(hipTextureObject_t object, TextureRecord& record) {
  std::lock_guard lock(registryMutex());
  auto found = registry().find(object);
  if (found == registry().end()) return false;
  record = found->second;
  return true;
}

}  // namespace

extern "C" {

hipError_t hipCreateTextureObject(hipTextureObject_t* object, const hipResourceDesc* resource,
                                  const hipTextureDesc* texture, const hipResourceViewDesc* view) {
  if (!object || !resource || !texture) return setLastError(hipErrorInvalidValue);
  if (view) {
    gcnjit::hip::log("hipCreateTextureObject: resource views are not implemented");
    return setLastError(hipErrorNotSupported);
  }
  gcnjit::hip::TextureDescriptors descriptors;
  std::string why;
  if (hipError_t e = gcnjit::hip::buildTextureDescriptors(*resource, *texture, descriptors, why)) {
    if (e == hipErrorNotSupported) std::fprintf(stderr, "gcnjit HIP: hipCreateTextureObject: %s\n", why.c_str());
    else gcnjit::hip::log("hipCreateTextureObject: %s", why.c_str());
    return setLastError(e);
  }
  void* memory = gcnjit::hip::placeDescriptors(descriptors);
  if (!memory) return setLastError(hipErrorOutOfMemory);
  auto handle = static_cast<hipTextureObject_t>(memory);
  std::lock_guard lock(registryMutex());
  registry()[handle] = {*resource, *texture};
  *object = handle;
  return hipSuccess;
}

// AMD 5.2: destroying the null object succeeds.
hipError_t hipDestroyTextureObject(hipTextureObject_t object) {
  if (!object) return hipSuccess;
  {
    std::lock_guard lock(registryMutex());
    if (!registry().erase(object)) return setLastError(hipErrorInvalidValue);
  }
  gcnjit::hip::Runtime::get().release(object);
  return hipSuccess;
}

hipError_t hipGetTextureObjectResourceDesc(hipResourceDesc* resource, hipTextureObject_t object) {
  TextureRecord record;
  if (!resource || !find(object, record)) return setLastError(hipErrorInvalidValue);
  *resource = record.resource;
  return hipSuccess;
}

hipError_t hipGetTextureObjectTextureDesc(hipTextureDesc* texture, hipTextureObject_t object) {
  TextureRecord record;
  if (!texture || !find(object, record)) return setLastError(hipErrorInvalidValue);
  *texture = record.texture;
  return hipSuccess;
}

// Objects are made without a view: the view a getter reports is the whole
// resource, its format unnamed (hipResViewFormatNone).
hipError_t hipGetTextureObjectResourceViewDesc(hipResourceViewDesc* view, hipTextureObject_t object) {
  TextureRecord record;
  if (!view || !find(object, record)) return setLastError(hipErrorInvalidValue);
  *view = {};
  const hipResourceDesc& r = record.resource;
  if (r.resType == hipResourceTypeArray && gcnjit::hip::arrayElement(r.res.array.array)) {
    hipArray* a = r.res.array.array;
    *view = {hipResViewFormatNone, a->width, a->height, a->depth, 0, 0, 0, 0};
  } else if (r.resType == hipResourceTypePitch2D) {
    view->width = r.res.pitch2D.width;
    view->height = r.res.pitch2D.height;
  }
  return hipSuccess;
}

hipError_t hipTexObjectCreate(hipTextureObject_t* object, const HIP_RESOURCE_DESC* resource,
                              const HIP_TEXTURE_DESC* texture, const HIP_RESOURCE_VIEW_DESC* view) {
  if (!object || !resource || !texture) return setLastError(hipErrorInvalidValue);
  hipResourceDesc runtimeResource;
  if (!gcnjit::hip::fromDriver(*resource, runtimeResource)) return setLastError(hipErrorInvalidValue);
  hipTextureDesc runtimeTexture = gcnjit::hip::fromDriver(*texture);
  hipResourceViewDesc runtimeView{};
  return hipCreateTextureObject(object, &runtimeResource, &runtimeTexture, view ? &runtimeView : nullptr);
}

hipError_t hipTexObjectDestroy(hipTextureObject_t object) { return hipDestroyTextureObject(object); }

hipError_t hipTexObjectGetResourceDesc(HIP_RESOURCE_DESC* resource, hipTextureObject_t object) {
  hipResourceDesc runtimeResource;
  if (!resource) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = hipGetTextureObjectResourceDesc(&runtimeResource, object)) return e;
  *resource = gcnjit::hip::toDriver(runtimeResource);
  return hipSuccess;
}

hipError_t hipTexObjectGetTextureDesc(HIP_TEXTURE_DESC* texture, hipTextureObject_t object) {
  hipTextureDesc runtimeTexture;
  if (!texture) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = hipGetTextureObjectTextureDesc(&runtimeTexture, object)) return e;
  *texture = gcnjit::hip::toDriver(runtimeTexture);
  return hipSuccess;
}

hipError_t hipTexObjectGetResourceViewDesc(HIP_RESOURCE_VIEW_DESC* view, hipTextureObject_t object) {
  hipResourceViewDesc runtimeView;
  if (!view) return setLastError(hipErrorInvalidValue);
  if (hipError_t e = hipGetTextureObjectResourceViewDesc(&runtimeView, object)) return e;
  *view = gcnjit::hip::toDriver(runtimeView);
  return hipSuccess;
}

}  // extern "C"

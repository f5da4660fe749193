// Surface objects (hip/texture_object.h, buildSurfaceDescriptors): like
// texture objects, 64 bytes of device memory holding the descriptors, whose
// address is the hipSurfaceObject_t. Both exports are C++ functions in
// AMD's library (their mangled names are in exports.txt).
#include <hip/hip_runtime_api.h>

#include <mutex>
#include <unordered_set>

#include "hip/errors.h"
#include "hip/runtime.h"
#include "hip/texture_object.h"

using gcnjit::hip::setLastError;

namespace {

std::mutex& registryMutex() {
  static std::mutex mutex;
  return mutex;
}
std::unordered_set<hipSurfaceObject_t>& registry() {
  static auto* objects = new std::unordered_set<hipSurfaceObject_t>;
  return *objects;
}

}  // namespace

hipError_t hipCreateSurfaceObject(hipSurfaceObject_t* object, const hipResourceDesc* resource) {
  if (!object || !resource) return setLastError(hipErrorInvalidValue);
  gcnjit::hip::TextureDescriptors descriptors;
  std::string why;
  if (hipError_t e = gcnjit::hip::buildSurfaceDescriptors(*resource, descriptors, why)) {
    gcnjit::hip::log("hipCreateSurfaceObject: %s", why.c_str());
    return setLastError(e);
  }
  void* memory = gcnjit::hip::placeDescriptors(descriptors);
  if (!memory) return setLastError(hipErrorOutOfMemory);
  auto handle = static_cast<hipSurfaceObject_t>(memory);
  std::lock_guard lock(registryMutex());
  registry().insert(handle);
  *object = handle;
  return hipSuccess;
}

// AMD 5.2: destroying the null object succeeds.
hipError_t hipDestroySurfaceObject(hipSurfaceObject_t object) {
  if (!object) return hipSuccess;
  {
    std::lock_guard lock(registryMutex());
    if (!registry().erase(object)) return setLastError(hipErrorInvalidValue);
  }
  gcnjit::hip::Runtime::get().release(object);
  return hipSuccess;
}

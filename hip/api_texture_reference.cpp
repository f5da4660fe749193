// Texture references: the texture<T, dim, readMode> variables of ROCm 5.2's
// headers. One is a textureReference in device memory (a device global,
// registered by __hipRegisterTexture, hip/api_register.cpp) whose textureObject field the device
// code reads (amd_detail/texture_fetch_functions.h); the host's copy holds
// the sampling settings (hipModuleGetTexRef gives a module's global a host
// copy of its own). Binding makes a texture object (hip/api_texture.cpp)
// from the resource and the host copy's settings, stores it in the host
// copy and copies the whole reference into the device global, as AMD 5.2
// does; binding again or unbinding destroys the previous object. The
// hipTexRef* calls read and set the host copy's fields; hipTexRefSetAddress,
// SetAddress2D and SetArray bind as the runtime calls do.
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <utility>

#include "hip/array.h"
#include "hip/element_format.h"
#include "hip/errors.h"
#include "hip/runtime.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

hipTextureDesc descriptionOf(const textureReference& ref) {
  hipTextureDesc d{};
  for (int i = 0; i < 3; ++i) d.addressMode[i] = ref.addressMode[i];
  d.filterMode = ref.filterMode;
  d.readMode = ref.readMode;
  d.sRGB = ref.sRGB;
  d.normalizedCoords = ref.normalized;
  d.maxAnisotropy = ref.maxAnisotropy;
  d.mipmapFilterMode = ref.mipmapFilterMode;
  d.mipmapLevelBias = ref.mipmapLevelBias;
  d.minMipmapLevelClamp = ref.minMipmapLevelClamp;
  d.maxMipmapLevelClamp = ref.maxMipmapLevelClamp;
  return d;
}

// Copies the host's reference into its device global, if it has one (a
// reference the program made itself for the driver API has none).
void publish(const textureReference* ref) {
  if (auto global = Runtime::get().variable(ref)) std::memcpy(global->first, ref, sizeof(textureReference));
}

// Binds `ref` to `resource`: the previous object is destroyed, the new one
// stored in the reference and the reference published.
hipError_t bind(const textureReference* ref, const hipResourceDesc& resource) {
  auto* writable = const_cast<textureReference*>(ref);
  (void)hipDestroyTextureObject(writable->textureObject);
  writable->textureObject = nullptr;
  hipTextureDesc texture = descriptionOf(*ref);
  hipError_t e = hipCreateTextureObject(&writable->textureObject, &resource, &texture, nullptr);
  publish(ref);
  return e;
}

// The runtime API binds registered references only (AMD 5.2 looks the
// device global up first: hipErrorInvalidSymbol if there is none).
// AMD 5.2 looks the reference up as a variable first: a null one is an
// unknown symbol too.
hipError_t registeredReference(const textureReference* ref) {
  return ref && Runtime::get().variable(ref) ? hipSuccess : hipErrorInvalidSymbol;
}

hipError_t bindLinear(const textureReference* ref, const void* devPtr, const hipChannelFormatDesc& desc, size_t size) {
  hipResourceDesc resource{};
  resource.resType = hipResourceTypeLinear;
  resource.res.linear.devPtr = const_cast<void*>(devPtr);
  resource.res.linear.desc = desc;
  resource.res.linear.sizeInBytes = size;
  return bind(ref, resource);
}

hipError_t bindPitch2D(const textureReference* ref, const void* devPtr, const hipChannelFormatDesc& desc,
                       size_t width, size_t height, size_t pitch) {
  hipResourceDesc resource{};
  resource.resType = hipResourceTypePitch2D;
  resource.res.pitch2D.devPtr = const_cast<void*>(devPtr);
  resource.res.pitch2D.desc = desc;
  resource.res.pitch2D.width = width;
  resource.res.pitch2D.height = height;
  resource.res.pitch2D.pitchInBytes = pitch;
  return bind(ref, resource);
}

hipError_t bindArray(const textureReference* ref, hipArray_const_t array) {
  if (!gcnjit::hip::arrayElement(array)) return hipErrorInvalidValue;
  hipResourceDesc resource{};
  resource.resType = hipResourceTypeArray;
  resource.res.array.array = const_cast<hipArray_t>(array);
  return bind(ref, resource);
}

// The channel descriptor of a driver-API reference's format.
bool driverChannel(const textureReference& ref, hipChannelFormatDesc& desc) {
  auto format = gcnjit::hip::elementFormat(ref.format, unsigned(ref.numChannels));
  if (!format) return false;
  desc = format->channelDesc();
  return true;
}

}  // namespace

extern "C" {

hipError_t hipBindTexture(size_t* offset, const textureReference* tex, const void* devPtr,
                          const hipChannelFormatDesc* desc, size_t size) {
  if (hipError_t e = registeredReference(tex)) return setLastError(e);
  if (!devPtr || !desc) return setLastError(hipErrorInvalidValue);
  if (offset) *offset = 0;  // device memory is 256-byte aligned: nothing to round down
  return setLastError(bindLinear(tex, devPtr, *desc, size));
}

hipError_t hipBindTexture2D(size_t* offset, const textureReference* tex, const void* devPtr,
                            const hipChannelFormatDesc* desc, size_t width, size_t height, size_t pitch) {
  if (hipError_t e = registeredReference(tex)) return setLastError(e);
  if (!devPtr || !desc) return setLastError(hipErrorInvalidValue);
  if (offset) *offset = 0;
  return setLastError(bindPitch2D(tex, devPtr, *desc, width, height, pitch));
}

// The array's own format is used; `desc` must be given (AMD 5.2).
hipError_t hipBindTextureToArray(const textureReference* tex, hipArray_const_t array,
                                 const hipChannelFormatDesc* desc) {
  if (hipError_t e = registeredReference(tex)) return setLastError(e);
  if (!array || !desc) return setLastError(hipErrorInvalidValue);
  return setLastError(bindArray(tex, array));
}

// AMD 5.2 destroys the object and clears the host's reference; the device
// global keeps the old handle until the next bind.
hipError_t hipUnbindTexture(const textureReference* tex) {
  if (!tex) return setLastError(hipErrorInvalidValue);
  auto* writable = const_cast<textureReference*>(tex);
  (void)hipDestroyTextureObject(writable->textureObject);
  writable->textureObject = nullptr;
  return hipSuccess;
}

hipError_t hipGetTextureReference(const textureReference** texref, const void* symbol) {
  if (!texref || !symbol) return setLastError(hipErrorInvalidValue);
  if (!Runtime::get().variable(symbol)) return setLastError(hipErrorInvalidSymbol);
  *texref = static_cast<const textureReference*>(symbol);
  return hipSuccess;
}

hipError_t hipGetTextureAlignmentOffset(size_t* offset, const textureReference* texref) {
  if (!offset || !texref) return setLastError(hipErrorInvalidValue);
  *offset = 0;
  return hipSuccess;
}

hipError_t hipTexRefSetAddressMode(textureReference* texRef, int dim, enum hipTextureAddressMode am) {
  if (!texRef || dim < 0 || dim > 2) return setLastError(hipErrorInvalidValue);
  texRef->addressMode[dim] = am;
  return hipSuccess;
}

// ROCm 5.2's textureReference has no border color: AMD's call checks its
// arguments and keeps nothing, so a reference's border stays transparent
// black, (0, 0, 0, 0).
hipError_t hipTexRefSetBorderColor(textureReference* texRef, float* pBorderColor) {
  return setLastError(texRef && pBorderColor ? hipSuccess : hipErrorInvalidValue);
}

hipError_t hipTexRefGetAddressMode(enum hipTextureAddressMode* pam, const textureReference* texRef, int dim) {
  if (!pam || !texRef || dim < 0 || dim > 2) return setLastError(hipErrorInvalidValue);
  *pam = texRef->addressMode[dim];
  return hipSuccess;
}

hipError_t hipTexRefSetFilterMode(textureReference* texRef, enum hipTextureFilterMode fm) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->filterMode = fm;
  return hipSuccess;
}

hipError_t hipTexRefGetFilterMode(enum hipTextureFilterMode* pfm, const textureReference* texRef) {
  if (!pfm || !texRef) return setLastError(hipErrorInvalidValue);
  *pfm = texRef->filterMode;
  return hipSuccess;
}

// HIP_TRSF_READ_AS_INTEGER: elements as they are (hipReadModeElementType),
// else 8/16-bit integers read as normalized floats.
hipError_t hipTexRefSetFlags(textureReference* texRef, unsigned int flags) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->readMode = flags & HIP_TRSF_READ_AS_INTEGER ? hipReadModeElementType : hipReadModeNormalizedFloat;
  texRef->normalized = (flags & HIP_TRSF_NORMALIZED_COORDINATES) != 0;
  texRef->sRGB = (flags & HIP_TRSF_SRGB) != 0;
  return hipSuccess;
}

hipError_t hipTexRefGetFlags(unsigned int* pFlags, const textureReference* texRef) {
  if (!pFlags || !texRef) return setLastError(hipErrorInvalidValue);
  *pFlags = (texRef->readMode == hipReadModeElementType ? HIP_TRSF_READ_AS_INTEGER : 0) |
            (texRef->normalized ? HIP_TRSF_NORMALIZED_COORDINATES : 0) | (texRef->sRGB ? HIP_TRSF_SRGB : 0);
  return hipSuccess;
}

hipError_t hipTexRefSetFormat(textureReference* texRef, hipArray_Format fmt, int numPackedComponents) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->format = fmt;
  texRef->numChannels = numPackedComponents;
  return hipSuccess;
}

hipError_t hipTexRefGetFormat(hipArray_Format* pFormat, int* pNumChannels, const textureReference* texRef) {
  if (!pFormat || !pNumChannels || !texRef) return setLastError(hipErrorInvalidValue);
  *pFormat = texRef->format;
  *pNumChannels = texRef->numChannels;
  return hipSuccess;
}

// Binds linear memory in the reference's format (hipTexRefSetFormat).
hipError_t hipTexRefSetAddress(size_t* ByteOffset, textureReference* texRef, hipDeviceptr_t dptr, size_t bytes) {
  if (!texRef || !dptr) return setLastError(hipErrorInvalidValue);
  hipChannelFormatDesc desc;
  if (!driverChannel(*texRef, desc)) return setLastError(hipErrorInvalidValue);
  if (ByteOffset) *ByteOffset = 0;
  return setLastError(bindLinear(texRef, dptr, desc, bytes));
}

hipError_t hipTexRefGetAddress(hipDeviceptr_t* dev_ptr, const textureReference* texRef) {
  if (!dev_ptr || !texRef) return setLastError(hipErrorInvalidValue);
  hipResourceDesc resource;
  if (hipGetTextureObjectResourceDesc(&resource, texRef->textureObject) != hipSuccess)
    return setLastError(hipErrorInvalidValue);
  *dev_ptr = resource.resType == hipResourceTypeLinear    ? resource.res.linear.devPtr
             : resource.resType == hipResourceTypePitch2D ? resource.res.pitch2D.devPtr
                                                          : nullptr;
  return hipSuccess;
}

hipError_t hipTexRefSetAddress2D(textureReference* texRef, const HIP_ARRAY_DESCRIPTOR* desc, hipDeviceptr_t dptr,
                                 size_t Pitch) {
  if (!texRef || !desc || !dptr) return setLastError(hipErrorInvalidValue);
  auto format = gcnjit::hip::elementFormat(desc->Format, desc->NumChannels);
  if (!format) return setLastError(hipErrorInvalidValue);
  return setLastError(bindPitch2D(texRef, dptr, format->channelDesc(), desc->Width, desc->Height, Pitch));
}

hipError_t hipTexRefSetMaxAnisotropy(textureReference* texRef, unsigned int maxAniso) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->maxAnisotropy = maxAniso;
  return hipSuccess;
}

hipError_t hipTexRefGetMaxAnisotropy(int* pmaxAnsio, const textureReference* texRef) {
  if (!pmaxAnsio || !texRef) return setLastError(hipErrorInvalidValue);
  *pmaxAnsio = int(texRef->maxAnisotropy);
  return hipSuccess;
}

// The mipmap settings are kept and reported; they matter only for
// mipmapped arrays, which gcnjit does not implement.
hipError_t hipTexRefSetMipmapFilterMode(textureReference* texRef, enum hipTextureFilterMode fm) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->mipmapFilterMode = fm;
  return hipSuccess;
}

hipError_t hipTexRefGetMipmapFilterMode(enum hipTextureFilterMode* pfm, const textureReference* texRef) {
  if (!pfm || !texRef) return setLastError(hipErrorInvalidValue);
  *pfm = texRef->mipmapFilterMode;
  return hipSuccess;
}

hipError_t hipTexRefSetMipmapLevelBias(textureReference* texRef, float bias) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->mipmapLevelBias = bias;
  return hipSuccess;
}

hipError_t hipTexRefGetMipmapLevelBias(float* pbias, const textureReference* texRef) {
  if (!pbias || !texRef) return setLastError(hipErrorInvalidValue);
  *pbias = texRef->mipmapLevelBias;
  return hipSuccess;
}

hipError_t hipTexRefSetMipmapLevelClamp(textureReference* texRef, float minMipMapLevelClamp,
                                        float maxMipMapLevelClamp) {
  if (!texRef) return setLastError(hipErrorInvalidValue);
  texRef->minMipmapLevelClamp = minMipMapLevelClamp;
  texRef->maxMipmapLevelClamp = maxMipMapLevelClamp;
  return hipSuccess;
}

hipError_t hipTexRefGetMipmapLevelClamp(float* pminMipmapLevelClamp, float* pmaxMipmapLevelClamp,
                                        const textureReference* texRef) {
  if (!pminMipmapLevelClamp || !pmaxMipmapLevelClamp || !texRef) return setLastError(hipErrorInvalidValue);
  *pminMipmapLevelClamp = texRef->minMipmapLevelClamp;
  *pmaxMipmapLevelClamp = texRef->maxMipmapLevelClamp;
  return hipSuccess;
}

// A module's texture<> global as a driver-API reference: one host
// textureReference per module and name, registered like a variable so that
// binding it copies it into the global. AMD 5.2 sets its read mode to
// normalized float; a name the module does not define is hipErrorNotFound.
hipError_t hipModuleGetTexRef(textureReference** texRef, hipModule_t hmod, const char* name) {
  if (!texRef || !hmod || !name) return setLastError(hipErrorInvalidValue);
  if (!Runtime::get().liveModule(hmod) || !hmod->image || !hmod->image->symbolAddress(name)) return setLastError(hipErrorNotFound);
  static std::mutex mutex;
  static auto* references = new std::map<std::pair<hipModule_t, std::string>, textureReference*>();
  std::lock_guard lock(mutex);
  textureReference*& reference = (*references)[{hmod, name}];
  if (!reference) {
    reference = new textureReference{};
    reference->readMode = hipReadModeNormalizedFloat;
  }
  // Again each time: a module unloaded and another loaded at its address
  // (hipModuleUnload forgets the module's variables) finds the old entry.
  Runtime::get().registerVariable(reference, {hmod, name, sizeof(textureReference)});
  *texRef = reference;
  return hipSuccess;
}

// HIP_TRSA_OVERRIDE_FORMAT is the only flag (the array's format is used).
hipError_t hipTexRefSetArray(textureReference* tex, hipArray_const_t array, unsigned int flags) {
  if (!tex || !array || (flags & ~unsigned(HIP_TRSA_OVERRIDE_FORMAT))) return setLastError(hipErrorInvalidValue);
  return setLastError(bindArray(tex, array));
}

}  // extern "C"

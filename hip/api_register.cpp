// What hipcc-generated host code calls: registration of the fat binary, its
// kernels and device variables (from module constructors), and the launch
// configuration that `kernel<<<...>>>(...)` pushes before calling the
// kernel's host stub (which pops it and calls hipLaunchKernel).
#include <cstring>
#include <vector>

#include "hip/errors.h"
#include "hip/image_size.h"
#include "hip/runtime.h"
#include "hip/stream.h"

namespace {

using gcnjit::hip::Runtime;

// clang's __hip_fatbin_wrapper.
struct FatBinaryWrapper {
  std::uint32_t magic;  // "HIPF"
  std::uint32_t version;
  const std::uint8_t* binary;  // a clang offload bundle
  const void* reserved;
};
constexpr std::uint32_t kFatBinaryMagic = 0x48495046;

struct CallConfiguration {
  dim3 grid, block;
  std::size_t sharedMem;
  hipStream_t stream;
};
thread_local std::vector<CallConfiguration> callConfigurations;

ihipModule_t* moduleOf(void** handle) { return reinterpret_cast<ihipModule_t*>(handle); }

}  // namespace

extern "C" {

// Registration keeps only the container and the names: the code object is
// loaded when a kernel or variable of it is first used (Runtime::image).
void** __hipRegisterFatBinary(const void* data) {
  auto* wrapper = static_cast<const FatBinaryWrapper*>(data);
  std::size_t size = wrapper->magic == kFatBinaryMagic ? gcnjit::hip::imageSize(wrapper->binary) : 0;
  ihipModule_t* module =
      size ? Runtime::get().deferModule({wrapper->binary, size}, "")
           : Runtime::get().deferModule({}, "not a HIP fat binary (no HIPF wrapper or offload bundle)");
  gcnjit::hip::log("registered the fat binary at %p", data);
  return reinterpret_cast<void**>(module);
}

void __hipUnregisterFatBinary(void** handle) {
  gcnjit::hip::synchronizeAll();
  Runtime::get().unloadModule(moduleOf(handle));
}

void __hipRegisterFunction(void** handle, const void* hostFunction, char* /*deviceFunction*/, const char* deviceName,
                           unsigned /*threadLimit*/, void* /*tid*/, void* /*bid*/, dim3* /*blockDim*/,
                           dim3* /*gridDim*/, int* /*wSize*/) {
  Runtime::get().registerFunction(hostFunction, moduleOf(handle), deviceName);
  gcnjit::hip::log("registered kernel %s", deviceName);
}

void __hipRegisterVar(void** handle, void* hostVariable, char* /*hostName*/, char* deviceName, int /*ext*/,
                      std::size_t size, int /*constant*/, int /*global*/) {
  Runtime::get().registerVariable(hostVariable, {moduleOf(handle), deviceName, size});
}

// A texture<...> variable (hip/api_texture_reference.cpp): the device global
// of the same name holds its textureReference.
void __hipRegisterTexture(void** handle, void* hostVariable, char* deviceName, char* /*hostName*/, int /*dim*/,
                          int /*normalized*/, int /*ext*/) {
  Runtime::get().registerVariable(hostVariable, {moduleOf(handle), deviceName, sizeof(textureReference)});
}

// A __managed__ variable: managed memory holding the initial value; the
// host's pointer and the device's pointer variable `name` both point at it.
void __hipRegisterManagedVar(void* handle, void** pointer, void* initialValue, const char* name, std::size_t size,
                             unsigned /*align*/) {
  void* memory = Runtime::get().allocate(size, gcnjit::hip::MemoryKind::Managed);
  if (initialValue) std::memcpy(memory, initialValue, size);
  *pointer = memory;
  Runtime::get().registerManagedVariable(static_cast<ihipModule_t*>(handle), name, memory);
}

hipError_t __hipPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, hipStream_t stream) {
  callConfigurations.push_back({gridDim, blockDim, sharedMem, stream});
  return hipSuccess;
}

hipError_t __hipPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem, hipStream_t* stream) {
  if (callConfigurations.empty()) return gcnjit::hip::setLastError(hipErrorInvalidConfiguration);
  CallConfiguration c = callConfigurations.back();
  callConfigurations.pop_back();
  *gridDim = c.grid;
  *blockDim = c.block;
  *sharedMem = c.sharedMem;
  *stream = c.stream;
  return hipSuccess;
}

}  // extern "C"

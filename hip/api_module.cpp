// Module API: code objects (or offload bundles) loaded from files or memory,
// their kernels and globals.
#include <hip/hip_runtime_api.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <vector>

#include "hip/errors.h"
#include "hip/image_size.h"
#include "hip/runtime.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

hipError_t load(hipModule_t* module, std::span<const std::uint8_t> data, const std::string& source) {
  ihipModule_t* loaded = Runtime::get().loadModule(data, source);
  if (!loaded->image) {
    std::fprintf(stderr, "gcnjit HIP: cannot load module: %s\n", loaded->error.c_str());
    Runtime::get().unloadModule(loaded);
    return setLastError(hipErrorInvalidImage);
  }
  *module = loaded;
  return hipSuccess;
}

hipError_t loadData(hipModule_t* module, const void* image) {
  if (!module || !image) return setLastError(hipErrorInvalidValue);
  auto* bytes = static_cast<const std::uint8_t*>(image);
  std::size_t size = gcnjit::hip::imageSize(bytes);
  if (!size) return setLastError(hipErrorInvalidKernelFile);  // AMD 5.2's code for bytes of no known format
  return load(module, {bytes, size}, "module image");
}

}  // namespace

extern "C" {

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  if (!module || !fname) return setLastError(hipErrorInvalidValue);
  std::ifstream in(fname, std::ios::binary);
  if (!in) return setLastError(hipErrorFileNotFound);
  std::vector<std::uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return load(module, data, fname);
}

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) { return loadData(module, image); }
hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int, hipJitOption*, void**) {
  return loadData(module, image);
}

// AMD 5.2 answers a null module with hipErrorNotFound; so does a made-up or
// unloaded one here (stricter: AMD's reads through it).
hipError_t hipModuleUnload(hipModule_t module) {
  if (!Runtime::get().liveModule(module)) return setLastError(hipErrorNotFound);
  Runtime::get().unloadModule(module);
  return hipSuccess;
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  if (!function || !kname) return setLastError(hipErrorInvalidValue);
  if (!Runtime::get().liveModule(module)) return setLastError(hipErrorNotFound);
  *function = Runtime::get().function(module, kname);
  return *function ? hipSuccess : setLastError(hipErrorNotFound);
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* dptr, size_t* bytes, hipModule_t module, const char* name) {
  if (!name) return setLastError(hipErrorInvalidValue);
  if (!Runtime::get().liveModule(module) || !module->image) return setLastError(hipErrorNotFound);
  gcnjit::runtime::LoadedImage* image = Runtime::get().image(module, Runtime::currentDevice());  // the device's copy
  for (const gcnjit::ElfSymbol& s : image->object().symbols()) {
    if (s.name != name || s.section == gcnjit::elf::kShnUndef) continue;
    if (dptr) *dptr = reinterpret_cast<void*>(image->hostAddress(s.value));
    if (bytes) *bytes = s.size;
    return hipSuccess;
  }
  return setLastError(hipErrorNotFound);
}

}  // extern "C"

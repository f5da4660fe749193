// Exports whose result is not a hipError_t, so a not-supported stub (which
// returns an int) would hand the caller garbage: names, versions, half
// conversions and channel descriptors. (hiprtc's error strings are in
// api_hiprtc.cpp.)
#include <hip/hip_runtime_api.h>

#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::Runtime;

extern "C" {

const char* hipKernelNameRef(const hipFunction_t f) {
  return Runtime::get().liveFunction(f) ? f->kernel->name.c_str() : nullptr;
}
const char* hipKernelNameRefByPtr(const void* hostFunction, hipStream_t) {
  ihipModuleSymbol_t* f = Runtime::get().hostFunction(hostFunction);
  return f ? f->kernel->name.c_str() : nullptr;
}
// The stream's device; -1 for a stream that does not exist.
int hipGetStreamDeviceId(hipStream_t stream) {
  return gcnjit::hip::validStream(stream) ? gcnjit::hip::streamDevice(stream) : -1;
}

// Profiler callback tables (roctracer) are not provided.
const char* hipApiName(uint32_t) { return "unknown"; }
const char* hipGetCmdName(uint32_t) { return "unknown"; }
void hipInitActivityCallback(void*, void*, void*) {}
bool hipEnableActivityCallback(uint32_t, bool) { return false; }

// No precompiled header is embedded: hiprtc compiles with the installed HIP
// headers (hiprtc_compiler.h).
void __hipGetPCH(const char** pch, unsigned int* size) {
  if (pch) *pch = nullptr;
  if (size) *size = 0;
}

const char* amd_dbgapi_get_build_name() { return "gcnjit"; }
const char* amd_dbgapi_get_git_hash() { return ""; }
size_t amd_dbgapi_get_build_id() { return 0; }

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f) {
  return {x, y, z, w, f};
}

// IEEE half <-> float, round to nearest even (libgcc's names).
unsigned short __gnu_f2h_ieee(float value) {
  _Float16 h = static_cast<_Float16>(value);
  unsigned short bits;
  __builtin_memcpy(&bits, &h, sizeof bits);
  return bits;
}
float __gnu_h2f_ieee(unsigned short bits) {
  _Float16 h;
  __builtin_memcpy(&h, &bits, sizeof h);
  return static_cast<float>(h);
}

}  // extern "C"

// Bad arguments to the device, version, context-configuration and
// function-attribute calls, and to the exports that return a name or a
// number instead of an error code: each row's code is the one AMD's ROCm
// 5.2 runtime returns (bad_arguments.h says how to run the table against
// it). "stricter" marks a row where AMD's reads through the bad pointer.
#include <cmath>
#include <cstdint>
#include <cstring>

#include "bad_arguments.h"

extern "C" {  // exports hip_runtime_api.h does not declare
hipError_t hipStreamGetPriority_spt(hipStream_t, int*);
hipError_t hipStreamQuery_spt(hipStream_t);
hipError_t hipStreamWaitEvent_spt(hipStream_t, hipEvent_t, unsigned int);
const char* hipApiName(uint32_t);
const char* hipGetCmdName(uint32_t);
void hipInitActivityCallback(void*, void*, void*);
bool hipEnableActivityCallback(uint32_t, bool);
void __hipGetPCH(const char**, unsigned int*);
const char* amd_dbgapi_get_build_name();
const char* amd_dbgapi_get_git_hash();
size_t amd_dbgapi_get_build_id();
float __gnu_h2f_ieee(unsigned short);
unsigned short __gnu_f2h_ieee(float);
}

__global__ void kernel(int* x) {
  if (x) x[threadIdx.x] = 1;
}

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  auto madeUpStream = reinterpret_cast<hipStream_t>(0x4000);
  auto madeUpEvent = reinterpret_cast<hipEvent_t>(0x6000);
  const void* kernelPtr = reinterpret_cast<const void*>(kernel);
  int value;
  unsigned flags;
  size_t bytes;
  char name[64];
  hipDeviceProp_t props;
  hipFuncCache_t cache;
  hipSharedMemConfig shared;
  hipFuncAttributes attributes;

  const std::vector<BadCall<hipError_t>> cases = {
      {"hipInit(flags 1)", hipSuccess,  // AMD 5.2 ignores the flags
       [&] { return hipInit(1); }},
      {"hipDriverGetVersion(null)", hipErrorInvalidValue, [&] { return hipDriverGetVersion(nullptr); }},
      {"hipRuntimeGetVersion(null)", hipErrorInvalidValue, [&] { return hipRuntimeGetVersion(nullptr); }},
      {"hipGetDeviceCount(null)", hipErrorInvalidValue, [&] { return hipGetDeviceCount(nullptr); }},
      {"hipGetDeviceFlags(null)", hipErrorInvalidValue, [&] { return hipGetDeviceFlags(nullptr); }},
      {"hipSetDeviceFlags(flags 0xff)", hipErrorInvalidValue, [&] { return hipSetDeviceFlags(0xff); }},
      {"hipGetDeviceProperties(null)", hipErrorInvalidValue, [&] { return hipGetDeviceProperties(nullptr, 0); }},
      {"hipGetDeviceProperties(device 99)", hipErrorInvalidDevice, [&] { return hipGetDeviceProperties(&props, 99); }},
      {"hipChooseDevice(null device)", hipErrorInvalidValue, [&] { return hipChooseDevice(nullptr, &props); }},
      {"hipChooseDevice(null properties)", hipErrorInvalidValue, [&] { return hipChooseDevice(&value, nullptr); }},
      {"hipDeviceGet(null)", hipErrorInvalidDevice, [&] { return hipDeviceGet(nullptr, 0); }},
      {"hipDeviceGet(device 99)", hipErrorInvalidDevice, [&] {
         hipDevice_t d;
         return hipDeviceGet(&d, 99);
       }},
      {"hipDeviceGetName(null)", hipErrorInvalidValue, [&] { return hipDeviceGetName(nullptr, 64, 0); }},
      {"hipDeviceGetName(length 0)", hipErrorInvalidValue, [&] { return hipDeviceGetName(name, 0, 0); }},
      {"hipDeviceGetName(device 99)", hipErrorInvalidDevice, [&] { return hipDeviceGetName(name, 64, 99); }},
      {"hipDeviceGetPCIBusId(null)", hipErrorInvalidValue, [&] { return hipDeviceGetPCIBusId(nullptr, 64, 0); }},
      {"hipDeviceGetPCIBusId(length 0)", hipErrorInvalidValue, [&] { return hipDeviceGetPCIBusId(name, 0, 0); }},
      {"hipDeviceGetPCIBusId(device 99)", hipErrorInvalidDevice,
       [&] { return hipDeviceGetPCIBusId(name, 64, 99); }},
      {"hipDeviceTotalMem(null)", hipErrorInvalidValue, [&] { return hipDeviceTotalMem(nullptr, 0); }},
      {"hipDeviceTotalMem(device 99)", hipErrorInvalidDevice, [&] { return hipDeviceTotalMem(&bytes, 99); }},
      {"hipDeviceComputeCapability(null)", hipErrorInvalidValue,
       [&] { return hipDeviceComputeCapability(nullptr, &value, 0); }},
      {"hipDeviceComputeCapability(device 99)", hipErrorInvalidDevice,
       [&] {
         int minor;
         return hipDeviceComputeCapability(&value, &minor, 99);
       }},
      {"hipDeviceGetLimit(null)", hipErrorInvalidValue, [&] { return hipDeviceGetLimit(nullptr, hipLimitMallocHeapSize); }},
      {"hipDeviceGetLimit(limit 99)", hipErrorUnsupportedLimit,
       [&] { return hipDeviceGetLimit(&bytes, hipLimit_t(99)); }},
      {"hipDeviceGetStreamPriorityRange(null outputs)", hipSuccess,  // both are optional
       [&] { return hipDeviceGetStreamPriorityRange(nullptr, nullptr); }},
      {"hipDeviceGetCacheConfig(null)", hipErrorInvalidValue, [&] { return hipDeviceGetCacheConfig(nullptr); }},
      {"hipDeviceSetCacheConfig(config 99)", hipSuccess,  // AMD 5.2 ignores it
      
       [&] { return hipDeviceSetCacheConfig(hipFuncCache_t(99)); }},
      {"hipDeviceGetSharedMemConfig(null)", hipErrorInvalidValue,
       [&] { return hipDeviceGetSharedMemConfig(nullptr); }},
      {"hipDeviceSetSharedMemConfig(config 99)", hipSuccess,  // AMD 5.2 ignores it
      
       [&] { return hipDeviceSetSharedMemConfig(hipSharedMemConfig(99)); }},
      // AMD 5.2 leaves the hipCtx*Config calls unimplemented (hipErrorNotSupported,
      // a crash for a null hipCtxGetSharedMemConfig output); here they answer as
      // the device-wide calls do.
      {"hipCtxGetCacheConfig(null)", hipErrorInvalidValue, [&] { return hipCtxGetCacheConfig(nullptr); }},
      {"hipCtxSetCacheConfig(config 99)", hipSuccess,
       [&] { return hipCtxSetCacheConfig(hipFuncCache_t(99)); }},
      {"hipCtxGetSharedMemConfig(null)", hipErrorInvalidValue, [&] { return hipCtxGetSharedMemConfig(nullptr); }},
      {"hipCtxSetSharedMemConfig(config 99)", hipSuccess,
       [&] { return hipCtxSetSharedMemConfig(hipSharedMemConfig(99)); }},
      {"hipDevicePrimaryCtxGetState(null outputs)", hipSuccess,  // AMD 5.2 skips them
      
       [&] { return hipDevicePrimaryCtxGetState(0, nullptr, nullptr); }},
      {"hipDevicePrimaryCtxGetState(device 99)", hipErrorInvalidDevice,
       [&] { return hipDevicePrimaryCtxGetState(99, &flags, &value); }},
      {"hipDevicePrimaryCtxRelease(device 99)", hipErrorInvalidDevice, [&] { return hipDevicePrimaryCtxRelease(99); }},
      {"hipDevicePrimaryCtxReset(device 99)", hipErrorInvalidDevice,  // stricter: AMD 5.2 succeeds
       [&] { return hipDevicePrimaryCtxReset(99); }},
      {"hipFuncGetAttributes(null)", hipErrorInvalidValue, [&] { return hipFuncGetAttributes(nullptr, kernelPtr); }},
      {"hipFuncGetAttributes(not a kernel)", hipErrorInvalidSymbol,
       [&] { return hipFuncGetAttributes(&attributes, &value); }},
      {"hipFuncGetAttribute(null)", hipErrorInvalidValue,
       [&] { return hipFuncGetAttribute(nullptr, HIP_FUNC_ATTRIBUTE_NUM_REGS, nullptr); }},
      {"hipFuncGetAttribute(null function)", hipErrorInvalidValue,
       [&] { return hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_NUM_REGS, nullptr); }},
      {"hipFuncSetAttribute(not a kernel)", hipSuccess,  // AMD 5.2 checks nothing
      
       [&] { return hipFuncSetAttribute(&value, hipFuncAttributeMaxDynamicSharedMemorySize, 0); }},
      {"hipFuncSetAttribute(attribute 99)", hipSuccess,
       [&] { return hipFuncSetAttribute(kernelPtr, hipFuncAttribute(99), 0); }},
      {"hipFuncSetCacheConfig(not a kernel)", hipSuccess,
       [&] { return hipFuncSetCacheConfig(&value, hipFuncCachePreferNone); }},
      {"hipFuncSetSharedMemConfig(not a kernel)", hipSuccess,
       [&] { return hipFuncSetSharedMemConfig(&value, hipSharedMemBankSizeDefault); }},
      {"hipStreamCreateWithPriority(null)", hipErrorInvalidValue,
       [&] { return hipStreamCreateWithPriority(nullptr, 0, 0); }},
      {"hipStreamCreateWithPriority(flags 0xff)", hipErrorInvalidValue,
       [&] {
         hipStream_t s;
         return hipStreamCreateWithPriority(&s, 0xff, 0);
       }},
      {"hipStreamGetPriority_spt(null)", hipErrorInvalidValue,
       [&] { return hipStreamGetPriority_spt(nullptr, nullptr); }},
      {"hipStreamQuery_spt(made-up stream)", hipErrorContextIsDestroyed,  // stricter
       [&] { return hipStreamQuery_spt(madeUpStream); }},
      {"hipStreamWaitEvent_spt(null event)", hipErrorInvalidHandle,
       [&] { return hipStreamWaitEvent_spt(nullptr, nullptr, 0); }},
      {"hipStreamWaitEvent_spt(made-up event)", hipErrorInvalidHandle,  // stricter
       [&] { return hipStreamWaitEvent_spt(nullptr, madeUpEvent, 0); }},
  };
  runTable(cases, mode);

  const std::vector<ValueCall> values = {
      {"hipGetErrorName(code 12345) is hipErrorUnknown", [] {
         return std::strcmp(hipGetErrorName(hipError_t(12345)), "hipErrorUnknown") == 0;
       }},
      {"hipGetErrorString(code 12345) is text", [] { return hipGetErrorString(hipError_t(12345)) != nullptr; }},
      {"hipApiName(id 99999) is text", [] { return hipApiName(99999) != nullptr; }},
      {"hipGetCmdName(id 99999) is text", [] { return hipGetCmdName(99999) != nullptr; }},
      {"hipInitActivityCallback(null callbacks) returns", [] {
         hipInitActivityCallback(nullptr, nullptr, nullptr);
         return true;
       }},
      {"hipEnableActivityCallback(op 99999) is false", [] { return !hipEnableActivityCallback(99999, true); }},
      {"hipKernelNameRef(null) is null", [] { return hipKernelNameRef(nullptr) == nullptr; }},
      {"hipKernelNameRef(made up) is null", [&] {  // stricter: AMD 5.2 reads through it
         return hipKernelNameRef(reinterpret_cast<hipFunction_t>(name)) == nullptr;
       }},
      {"hipKernelNameRefByPtr(not a kernel) is null",
       [&] { return hipKernelNameRefByPtr(&value, nullptr) == nullptr; }},
      {"hipGetStreamDeviceId(made-up stream) is -1", [&] { return hipGetStreamDeviceId(madeUpStream) == -1; }},
      {"__hipGetPCH(null outputs) returns", [] {
         __hipGetPCH(nullptr, nullptr);
         return true;
       }},
      {"hipCreateChannelDesc(odd sizes) keeps them", [] {
         hipChannelFormatDesc d = hipCreateChannelDesc(3, -1, 0, 0, hipChannelFormatKind(9));
         return d.x == 3 && d.y == -1 && d.f == hipChannelFormatKind(9);
       }},
      {"__gnu_f2h_ieee(NaN) is a NaN", [] { return (__gnu_f2h_ieee(NAN) & 0x7fff) > 0x7c00; }},
      {"__gnu_h2f_ieee(0x7e00) is a NaN", [] { return std::isnan(__gnu_h2f_ieee(0x7e00)); }},
      {"amd_dbgapi_get_build_name() is text", [] { return amd_dbgapi_get_build_name() != nullptr; }},
      {"amd_dbgapi_get_git_hash() is text", [] { return amd_dbgapi_get_git_hash() != nullptr; }},
      {"amd_dbgapi_get_build_id() returns", [] {
         (void)amd_dbgapi_get_build_id();
         return true;
       }},
  };
  runTable(values, mode);
  return finishTable("invalid_arguments_device", mode);
}

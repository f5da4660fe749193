// Bad arguments to the event, stream-memory-operation, host-memory, copy,
// set and symbol calls: each row's code is the one AMD's ROCm 5.2 runtime
// returns (bad_arguments.h says how to run the table against it).
// "stricter" marks a row where AMD's reads through the bad pointer or
// handle (and crashes).
#include "bad_arguments.h"

extern "C" {  // the per-thread default stream variants
hipError_t hipMemcpyAsync_spt(void*, const void*, size_t, hipMemcpyKind, hipStream_t);
hipError_t hipMemcpy2D_spt(void*, size_t, const void*, size_t, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpy3D_spt(const hipMemcpy3DParms*);
hipError_t hipMemcpy2DToArray_spt(hipArray_t, size_t, size_t, const void*, size_t, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpy2DFromArray_spt(void*, size_t, hipArray_const_t, size_t, size_t, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpyToSymbol_spt(const void*, const void*, size_t, size_t, hipMemcpyKind);
hipError_t hipMemcpyFromSymbol_spt(void*, const void*, size_t, size_t, hipMemcpyKind);
hipError_t hipMemset2D_spt(void*, size_t, int, size_t, size_t);
hipError_t hipMemset3D_spt(hipPitchedPtr, int, hipExtent);
}

__device__ int symbol[4];

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipEvent_t event, unrecorded;
  HIP_CHECK(hipEventCreate(&event));
  HIP_CHECK(hipEventCreate(&unrecorded));
  HIP_CHECK(hipEventRecord(event, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  char* device;
  HIP_CHECK(hipMalloc(&device, 4096));
  auto madeUpEvent = reinterpret_cast<hipEvent_t>(0x6000);
  auto madeUpStream = reinterpret_cast<hipStream_t>(0x4000);
  const void* sym = reinterpret_cast<const void*>(&symbol);
  int value = 0;
  char host[256];
  void* p;
  size_t size;
  unsigned flags;
  float ms;
  hipDeviceptr_t dptr;
  hipPitchedPtr pitched{device, 64, 64, 4};

  const std::vector<BadCall<hipError_t>> cases = {
      // Events.
      {"hipEventCreate(null)", hipErrorInvalidValue, [&] { return hipEventCreate(nullptr); }},
      {"hipEventCreateWithFlags(null)", hipErrorInvalidValue, [&] { return hipEventCreateWithFlags(nullptr, 0); }},
      {"hipEventCreateWithFlags(flags 0x100)", hipErrorInvalidValue,
       [&] {
         hipEvent_t e;
         return hipEventCreateWithFlags(&e, 0x100);
       }},
      {"hipEventDestroy(null)", hipErrorInvalidHandle, [&] { return hipEventDestroy(nullptr); }},
      {"hipEventDestroy(made up)", hipErrorInvalidHandle,  // stricter
       [&] { return hipEventDestroy(madeUpEvent); }},
      {"hipEventRecord(null)", hipErrorInvalidHandle, [&] { return hipEventRecord(nullptr, stream); }},
      {"hipEventRecord(made up)", hipErrorInvalidHandle,  // stricter
       [&] { return hipEventRecord(madeUpEvent, stream); }},
      {"hipEventSynchronize(null)", hipErrorInvalidHandle, [&] { return hipEventSynchronize(nullptr); }},
      {"hipEventQuery(null)", hipErrorInvalidHandle, [&] { return hipEventQuery(nullptr); }},
      {"hipEventQuery(made up)", hipErrorInvalidHandle,  // stricter
       [&] { return hipEventQuery(madeUpEvent); }},
      {"hipEventElapsedTime(null output)", hipErrorInvalidValue,
       [&] { return hipEventElapsedTime(nullptr, event, event); }},
      {"hipEventElapsedTime(null start)", hipErrorInvalidHandle,
       [&] { return hipEventElapsedTime(&ms, nullptr, event); }},
      {"hipEventElapsedTime(not recorded)", hipErrorInvalidHandle,
       [&] { return hipEventElapsedTime(&ms, event, unrecorded); }},
      // Stream memory operations.
      {"hipStreamWaitValue32(null)", hipErrorInvalidValue,
       [&] { return hipStreamWaitValue32(stream, nullptr, 0, hipStreamWaitValueGte, ~0u); }},
      {"hipStreamWaitValue32(flags 99)", hipErrorInvalidValue,  // stricter: AMD 5.2 accepts it
      
       [&] { return hipStreamWaitValue32(stream, device, 0, 99, ~0u); }},
      {"hipStreamWaitValue64(null)", hipErrorInvalidValue,
       [&] { return hipStreamWaitValue64(stream, nullptr, 0, hipStreamWaitValueGte, ~0ull); }},
      {"hipStreamWriteValue32(null)", hipErrorInvalidValue,
       [&] { return hipStreamWriteValue32(stream, nullptr, 0, 0); }},
      {"hipStreamWriteValue64(null)", hipErrorInvalidValue,
       [&] { return hipStreamWriteValue64(stream, nullptr, 0, 0); }},
      {"hipStreamAttachMemAsync(null)", hipErrorInvalidValue,
       [&] { return hipStreamAttachMemAsync(stream, nullptr, 0, hipMemAttachSingle); }},
      {"hipStreamAttachMemAsync(made-up stream)", hipErrorInvalidValue,
       [&] { return hipStreamAttachMemAsync(madeUpStream, device, 0, hipMemAttachSingle); }},
      // Host and managed memory.
      {"hipHostAlloc(null)", hipErrorInvalidValue, [&] { return hipHostAlloc(nullptr, 16, 0); }},
      {"hipMallocHost(null)", hipErrorInvalidValue, [&] { return hipMallocHost(nullptr, 16); }},
      {"hipMemAllocHost(null)", hipErrorInvalidValue, [&] { return hipMemAllocHost(nullptr, 16); }},
      {"hipFreeHost(pageable memory)", hipErrorInvalidValue, [&] { return hipFreeHost(host); }},
      {"hipHostGetDevicePointer(null)", hipErrorInvalidValue,
       [&] { return hipHostGetDevicePointer(nullptr, host, 0); }},
      {"hipHostGetDevicePointer(pageable memory)", hipErrorInvalidValue,
       [&] { return hipHostGetDevicePointer(&p, host, 0); }},
      {"hipHostGetFlags(null)", hipErrorInvalidValue, [&] { return hipHostGetFlags(nullptr, host); }},
      {"hipHostGetFlags(pageable memory)", hipErrorInvalidValue, [&] { return hipHostGetFlags(&flags, host); }},
      {"hipHostRegister(null)", hipErrorInvalidValue, [&] { return hipHostRegister(nullptr, 16, 0); }},
      {"hipHostRegister(size 0)", hipErrorOutOfMemory, [&] { return hipHostRegister(host, 0, 0); }},
      {"hipHostUnregister(not registered)", hipErrorHostMemoryNotRegistered,
       [&] { return hipHostUnregister(host); }},
      {"hipMallocManaged(null)", hipErrorInvalidValue, [&] { return hipMallocManaged(nullptr, 16); }},
      {"hipMallocManaged(flags 0)", hipErrorInvalidValue, [&] { return hipMallocManaged(&p, 16, 0); }},
      {"hipMallocManaged(flags 4)", hipErrorInvalidValue, [&] { return hipMallocManaged(&p, 16, 4); }},
      {"hipExtMallocWithFlags(flags 3)", hipErrorInvalidValue, [&] { return hipExtMallocWithFlags(&p, 16, 3); }},
      {"hipMallocManaged(flags 9)", hipErrorInvalidValue, [&] { return hipMallocManaged(&p, 16, 9); }},
      {"hipExtMallocWithFlags(null)", hipErrorInvalidValue, [&] { return hipExtMallocWithFlags(nullptr, 16, 0); }},
      {"hipExtMallocWithFlags(flags 0x100)", hipErrorInvalidValue,
       [&] { return hipExtMallocWithFlags(&p, 16, 0x100); }},
      {"hipMemAllocPitch(null)", hipErrorInvalidValue,
       [&] { return hipMemAllocPitch(nullptr, &size, 64, 4, 4); }},
      {"hipMemGetAddressRange(pageable memory)", hipErrorInvalidDevicePointer,
       [&] { return hipMemGetAddressRange(&dptr, &size, host); }},
      {"hipMemPtrGetInfo(null)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemPtrGetInfo(device, nullptr); }},
      {"hipMemPtrGetInfo(pageable memory)", hipErrorInvalidValue, [&] { return hipMemPtrGetInfo(host, &size); }},
      // Copies.
      {"hipMemcpyHtoD(null source)", hipErrorInvalidValue, [&] { return hipMemcpyHtoD(device, nullptr, 16); }},
      {"hipMemcpyHtoDAsync(null source)", hipErrorInvalidValue,
       [&] { return hipMemcpyHtoDAsync(device, nullptr, 16, stream); }},
      {"hipMemcpyDtoH(null destination)", hipErrorInvalidValue, [&] { return hipMemcpyDtoH(nullptr, device, 16); }},
      {"hipMemcpyDtoHAsync(null destination)", hipErrorInvalidValue,
       [&] { return hipMemcpyDtoHAsync(nullptr, device, 16, stream); }},
      {"hipMemcpyDtoD(null destination)", hipErrorInvalidValue, [&] { return hipMemcpyDtoD(nullptr, device, 16); }},
      {"hipMemcpyDtoDAsync(null destination)", hipErrorInvalidValue,
       [&] { return hipMemcpyDtoDAsync(nullptr, device, 16, stream); }},
      {"hipMemcpyWithStream(null source)", hipErrorInvalidValue,
       [&] { return hipMemcpyWithStream(device, nullptr, 16, hipMemcpyHostToDevice, stream); }},
      {"hipMemcpyAsync_spt(null source)", hipErrorInvalidValue,
       [&] { return hipMemcpyAsync_spt(device, nullptr, 16, hipMemcpyHostToDevice, nullptr); }},
      {"hipMemcpy2D(width > pitch)", hipErrorInvalidPitchValue,
       [&] { return hipMemcpy2D(device, 16, host, 16, 32, 2, hipMemcpyHostToDevice); }},
      {"hipMemcpy2DAsync(width > pitch)", hipErrorInvalidPitchValue,
       [&] { return hipMemcpy2DAsync(device, 16, host, 16, 32, 2, hipMemcpyHostToDevice, stream); }},
      {"hipMemcpy2D_spt(width > pitch)", hipErrorInvalidPitchValue,
       [&] { return hipMemcpy2D_spt(device, 16, host, 16, 32, 2, hipMemcpyHostToDevice); }},
      {"hipMemcpy3D(null)", hipErrorInvalidValue, [&] { return hipMemcpy3D(nullptr); }},
      {"hipMemcpy3DAsync(null)", hipErrorInvalidValue, [&] { return hipMemcpy3DAsync(nullptr, stream); }},
      {"hipMemcpy3D_spt(null)", hipErrorInvalidValue, [&] { return hipMemcpy3D_spt(nullptr); }},
      {"hipMemcpy2DToArray_spt(null array)", hipErrorInvalidHandle,
       [&] { return hipMemcpy2DToArray_spt(nullptr, 0, 0, host, 16, 16, 1, hipMemcpyHostToDevice); }},
      {"hipMemcpy2DFromArray_spt(null array)", hipErrorInvalidHandle,
       [&] { return hipMemcpy2DFromArray_spt(host, 16, nullptr, 0, 0, 16, 1, hipMemcpyDeviceToHost); }},
      // Sets.
      {"hipMemsetAsync(null)", hipErrorInvalidValue, [&] { return hipMemsetAsync(nullptr, 0, 16, stream); }},
      {"hipMemsetD8(null)", hipErrorInvalidValue, [&] { return hipMemsetD8(nullptr, 0, 16); }},
      {"hipMemsetD8Async(null)", hipErrorInvalidValue, [&] { return hipMemsetD8Async(nullptr, 0, 16, stream); }},
      {"hipMemsetD16(null)", hipErrorInvalidValue, [&] { return hipMemsetD16(nullptr, 0, 16); }},
      {"hipMemsetD16Async(null)", hipErrorInvalidValue, [&] { return hipMemsetD16Async(nullptr, 0, 16, stream); }},
      {"hipMemsetD32Async(null)", hipErrorInvalidValue, [&] { return hipMemsetD32Async(nullptr, 0, 16, stream); }},
      {"hipMemset2DAsync(width > pitch)", hipErrorInvalidValue,
       [&] { return hipMemset2DAsync(device, 16, 0, 32, 2, stream); }},
      {"hipMemset2D_spt(width > pitch)", hipErrorInvalidValue, [&] { return hipMemset2D_spt(device, 16, 0, 32, 2); }},
      {"hipMemset3DAsync(null)", hipErrorInvalidValue,
       [&] { return hipMemset3DAsync(hipPitchedPtr{}, 0, make_hipExtent(4, 4, 4), stream); }},
      {"hipMemset3D_spt(width > pitch)", hipErrorInvalidValue,  // stricter: AMD 5.2's call does not return
       [&] { return hipMemset3D_spt(pitched, 0, make_hipExtent(128, 4, 4)); }},
      // Symbols.
      {"hipGetSymbolAddress(null)", hipErrorInvalidValue,  // stricter
       [&] { return hipGetSymbolAddress(nullptr, sym); }},
      {"hipGetSymbolAddress(not a symbol)", hipErrorInvalidSymbol, [&] { return hipGetSymbolAddress(&p, &value); }},
      {"hipGetSymbolSize(null)", hipErrorInvalidValue,  // stricter
       [&] { return hipGetSymbolSize(nullptr, sym); }},
      {"hipGetSymbolSize(not a symbol)", hipErrorInvalidSymbol, [&] { return hipGetSymbolSize(&size, &value); }},
      {"hipMemcpyToSymbol(not a symbol)", hipErrorInvalidSymbol,
       [&] { return hipMemcpyToSymbol(&value, host, 4); }},
      {"hipMemcpyToSymbol(past the end)", hipErrorInvalidValue, [&] { return hipMemcpyToSymbol(sym, host, 4, 16); }},
      {"hipMemcpyToSymbolAsync(not a symbol)", hipErrorInvalidSymbol,
       [&] { return hipMemcpyToSymbolAsync(&value, host, 4, 0, hipMemcpyHostToDevice, stream); }},
      {"hipMemcpyToSymbol_spt(not a symbol)", hipErrorInvalidSymbol,
       [&] { return hipMemcpyToSymbol_spt(&value, host, 4, 0, hipMemcpyHostToDevice); }},
      {"hipMemcpyFromSymbol(not a symbol)", hipErrorInvalidSymbol,
       [&] { return hipMemcpyFromSymbol(host, &value, 4); }},
      {"hipMemcpyFromSymbol(past the end)", hipErrorInvalidValue,
       [&] { return hipMemcpyFromSymbol(host, sym, 32); }},
      {"hipMemcpyFromSymbolAsync(not a symbol)", hipErrorInvalidSymbol,
       [&] { return hipMemcpyFromSymbolAsync(host, &value, 4, 0, hipMemcpyDeviceToHost, stream); }},
      {"hipMemcpyFromSymbol_spt(not a symbol)", hipErrorInvalidSymbol,
       [&] { return hipMemcpyFromSymbol_spt(host, &value, 4, 0, hipMemcpyDeviceToHost); }},
  };
  runTable(cases, mode);

  HIP_CHECK(hipStreamSynchronize(stream));
  HIP_CHECK(hipEventDestroy(event));
  HIP_CHECK(hipEventDestroy(unrecorded));
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(device));
  return finishTable("invalid_arguments_memory", mode);
}

// Bad arguments to the launch, module and occupancy calls: each row's code
// is the one AMD's ROCm 5.2 runtime returns (bad_arguments.h says how to
// run the table against it). "stricter" marks a row where AMD's reads
// through the bad pointer or handle (and crashes).
#include <cstdint>

#include "bad_arguments.h"
#include "hip/hip_ext.h"

extern "C" {  // the per-thread default stream variants
hipError_t hipLaunchKernel_spt(const void*, dim3, dim3, void**, size_t, hipStream_t);
hipError_t hipLaunchCooperativeKernel_spt(const void*, dim3, dim3, void**, uint32_t, hipStream_t);
}

__global__ void kernel(int* x) {
  if (x) x[threadIdx.x] = 1;
}

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  const void* kernelPtr = reinterpret_cast<const void*>(kernel);
  int* nothing = nullptr;
  void* args[] = {&nothing};
  int value;
  int blocks;
  hipModule_t module;
  hipFunction_t function;
  hipDeviceptr_t global;
  size_t bytes;
  const char garbage[64] = "not a code object";
  auto madeUpEvent = reinterpret_cast<hipEvent_t>(0x6000);
  std::uint64_t junk[8] = {};  // what a made-up module or function points at
  auto madeUpModule = reinterpret_cast<hipModule_t>(junk);
  auto madeUpFunction = reinterpret_cast<hipFunction_t>(junk);
  textureReference* texRef;

  const std::vector<BadCall<hipError_t>> cases = {
      // Launches.
      {"hipLaunchKernel(not a kernel)", hipErrorInvalidDeviceFunction,
       [&] { return hipLaunchKernel(&value, dim3(1), dim3(1), args, 0, nullptr); }},
      {"hipLaunchKernel(grid 0)", hipErrorInvalidValue,
       [&] { return hipLaunchKernel(kernelPtr, dim3(0), dim3(1), args, 0, nullptr); }},
      {"hipLaunchKernel(block 0)", hipErrorInvalidValue,
       [&] { return hipLaunchKernel(kernelPtr, dim3(1), dim3(0), args, 0, nullptr); }},
      {"hipLaunchKernel(block 2048)", hipErrorInvalidConfiguration,
       [&] { return hipLaunchKernel(kernelPtr, dim3(1), dim3(2048), args, 0, nullptr); }},
      {"hipLaunchKernel_spt(not a kernel)", hipErrorInvalidDeviceFunction,
       [&] { return hipLaunchKernel_spt(&value, dim3(1), dim3(1), args, 0, nullptr); }},
      {"hipExtLaunchKernel(made-up event)", hipErrorInvalidHandle,  // stricter
       [&] { return hipExtLaunchKernel(kernelPtr, dim3(1), dim3(1), args, 0, nullptr, madeUpEvent, nullptr, 0); }},
      {"hipLaunchCooperativeKernel(not a kernel)", hipErrorInvalidSymbol,
       [&] { return hipLaunchCooperativeKernel(&value, dim3(1), dim3(1), args, 0, nullptr); }},
      {"hipLaunchCooperativeKernel(block 0)", hipErrorInvalidValue,
       [&] { return hipLaunchCooperativeKernel(kernelPtr, dim3(1), dim3(0), args, 0, nullptr); }},
      {"hipLaunchCooperativeKernel_spt(not a kernel)", hipErrorInvalidSymbol,
       [&] { return hipLaunchCooperativeKernel_spt(&value, dim3(1), dim3(1), args, 0, nullptr); }},
      // The configuration is checked when hipLaunchByPtr launches it.
      {"hipConfigureCall(block 0)", hipSuccess, [&] { return hipConfigureCall(dim3(1), dim3(0), 0, nullptr); }},
      {"hipSetupArgument(null argument)", hipSuccess, [&] { return hipSetupArgument(&nothing, sizeof nothing, 0); }},
      {"hipLaunchByPtr(block 0)", hipErrorInvalidValue, [&] { return hipLaunchByPtr(kernelPtr); }},
      {"hipModuleLaunchKernel(null function)", hipErrorInvalidImage,
       [&] { return hipModuleLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr); }},
      {"hipExtModuleLaunchKernel(null function)", hipErrorInvalidImage,
       [&] { return hipExtModuleLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr); }},
      {"hipHccModuleLaunchKernel(null function)", hipErrorInvalidImage,
       [&] { return hipHccModuleLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr); }},
      // Modules.
      {"hipModuleLoad(null)", hipErrorInvalidValue, [&] { return hipModuleLoad(nullptr, "x.co"); }},
      {"hipModuleLoad(no such file)", hipErrorFileNotFound,
       [&] { return hipModuleLoad(&module, "/nonexistent/module.co"); }},
      {"hipModuleLoadData(null image)", hipErrorInvalidValue, [&] { return hipModuleLoadData(&module, nullptr); }},
      {"hipModuleLoadData(not a code object)", hipErrorInvalidKernelFile,
       [&] { return hipModuleLoadData(&module, garbage); }},
      {"hipModuleLoadDataEx(null output)", hipErrorInvalidValue,
       [&] { return hipModuleLoadDataEx(nullptr, garbage, 0, nullptr, nullptr); }},
      {"hipModuleUnload(null)", hipErrorNotFound, [&] { return hipModuleUnload(nullptr); }},
      {"hipModuleGetFunction(null output)", hipErrorInvalidValue,
       [&] { return hipModuleGetFunction(nullptr, nullptr, "kernel"); }},
      {"hipModuleGetFunction(null module)", hipErrorNotFound,
       [&] { return hipModuleGetFunction(&function, nullptr, "kernel"); }},
      {"hipModuleGetGlobal(null module)", hipErrorNotFound,
       [&] { return hipModuleGetGlobal(&global, &bytes, nullptr, "x"); }},
      // Made-up modules and functions: stricter, AMD 5.2 reads through them.
      {"hipModuleUnload(made up)", hipErrorNotFound, [&] { return hipModuleUnload(madeUpModule); }},
      {"hipModuleGetFunction(made-up module)", hipErrorNotFound,
       [&] { return hipModuleGetFunction(&function, madeUpModule, "kernel"); }},
      {"hipModuleGetGlobal(made-up module)", hipErrorNotFound,
       [&] { return hipModuleGetGlobal(&global, &bytes, madeUpModule, "x"); }},
      {"hipModuleGetTexRef(made-up module)", hipErrorNotFound,
       [&] { return hipModuleGetTexRef(&texRef, madeUpModule, "x"); }},
      {"hipModuleLaunchKernel(made-up function)", hipErrorInvalidImage,
       [&] { return hipModuleLaunchKernel(madeUpFunction, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr); }},
      {"hipFuncGetAttribute(made-up function)", hipErrorInvalidValue,
       [&] { return hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_NUM_REGS, madeUpFunction); }},
      {"hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(made-up function)", hipErrorInvalidValue,
       [&] { return hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, madeUpFunction, 64, 0); }},
      {"hipModuleOccupancyMaxPotentialBlockSize(made-up function)", hipErrorInvalidValue,
       [&] { return hipModuleOccupancyMaxPotentialBlockSize(&blocks, &value, madeUpFunction, 0, 0); }},
      {"hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(made-up function)", hipErrorInvalidValue,
       [&] { return hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, madeUpFunction, 64, 0, 0); }},
      {"hipModuleOccupancyMaxPotentialBlockSizeWithFlags(made-up function)", hipErrorInvalidValue,
       [&] { return hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&blocks, &value, madeUpFunction, 0, 0, 0); }},
      // Occupancy.
      {"hipOccupancyMaxActiveBlocksPerMultiprocessor(null)", hipErrorInvalidValue,
       [&] { return hipOccupancyMaxActiveBlocksPerMultiprocessor(nullptr, kernelPtr, 64, 0); }},
      {"hipOccupancyMaxActiveBlocksPerMultiprocessor(not a kernel)", hipErrorInvalidValue,
       [&] { return hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, &value, 64, 0); }},
      {"hipOccupancyMaxActiveBlocksPerMultiprocessor(block 0)", hipErrorInvalidValue,
       [&] { return hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernelPtr, 0, 0); }},
      {"hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(flags 9)", hipSuccess,  // AMD 5.2 ignores them
      
       [&] { return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, kernelPtr, 64, 0, 9); }},
      {"hipOccupancyMaxPotentialBlockSize(null)", hipErrorInvalidValue,
       [&] { return hipOccupancyMaxPotentialBlockSize(nullptr, &value, kernelPtr, 0, 0); }},
      {"hipOccupancyMaxPotentialBlockSize(not a kernel)", hipErrorInvalidValue,
       [&] { return hipOccupancyMaxPotentialBlockSize(&blocks, &value, &value, 0, 0); }},
      {"hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(null function)", hipErrorInvalidValue,  // stricter
      
       [&] { return hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, nullptr, 64, 0); }},
      {"hipModuleOccupancyMaxPotentialBlockSize(null function)", hipErrorInvalidValue,  // stricter
      
       [&] { return hipModuleOccupancyMaxPotentialBlockSize(&blocks, &value, nullptr, 0, 0); }},
  };
  runTable(cases, mode);
  return finishTable("invalid_arguments_launch", mode);
}

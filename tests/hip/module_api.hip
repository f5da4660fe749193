// The module API on a code object built with --genco: hipModuleLoad and
// hipModuleLoadData, hipModuleGetFunction, hipModuleGetGlobal,
// hipModuleLaunchKernel with kernelParams and with `extra`,
// hipExtModuleLaunchKernel (work-item sizes), hipFuncGetAttribute, the module occupancy calls, unload.
#include <hip/hip_ext.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "check.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::printf("usage: module_api MODULE_DIR\n");
    return 2;
  }
  std::string path = std::string(argv[1]) + "/module_kernels.co";
  hipModule_t module;
  HIP_CHECK(hipModuleLoad(&module, path.c_str()));
  hipFunction_t scaleAdd, packedArgs, missing;
  HIP_CHECK(hipModuleGetFunction(&scaleAdd, module, "scaleAdd"));
  HIP_CHECK(hipModuleGetFunction(&packedArgs, module, "packedArgs"));
  EXPECT(hipModuleGetFunction(&missing, module, "noSuchKernel") == hipErrorNotFound, "found a missing kernel");

  hipDeviceptr_t factor;
  size_t factorSize = 0;
  HIP_CHECK(hipModuleGetGlobal(&factor, &factorSize, module, "scaleFactor"));
  EXPECT(factorSize == sizeof(float), "scaleFactor size %zu", factorSize);
  float three = 3.0f;
  HIP_CHECK(hipMemcpyHtoD(factor, &three, sizeof three));

  const int n = 3000;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = float(i);
  float *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(float), hipMemcpyHostToDevice));

  // kernelParams
  float offset = 0.5f;
  int count = n;
  void* params[] = {&dout, &din, &offset, &count};
  HIP_CHECK(hipModuleLaunchKernel(scaleAdd, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(out[i] == 3.0f * i + 0.5f, "kernelParams out[%d] = %f", i, out[i]);

  // extra: the argument buffer laid out as the kernel expects it.
  struct {
    float* out;
    const float* in;
    float offset;
    int n;
  } buffer{dout, din, -1.0f, n};
  size_t size = sizeof buffer;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &buffer, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
  HIP_CHECK(hipModuleLaunchKernel(scaleAdd, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, nullptr, extra));
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(out[i] == 3.0f * i - 1.0f, "extra out[%d] = %f", i, out[i]);

  // Global work size in work-items (47 workgroups of 64).
  offset = 2.0f;
  HIP_CHECK(hipMemset(dout, 0, n * sizeof(float)));
  HIP_CHECK(hipExtModuleLaunchKernel(scaleAdd, 47 * 64, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(out[i] == 3.0f * i + 2.0f, "ext out[%d] = %f", i, out[i]);

  // Arguments with padding: char, a struct with a double, short.
  struct Packed {
    int a;
    double b;
  } packed{40, 0.25};
  char c = 2;
  short s = -10;
  double* dres;
  HIP_CHECK(hipMalloc(&dres, sizeof(double)));
  void* packedParams[] = {&dres, &c, &packed, &s};
  HIP_CHECK(hipModuleLaunchKernel(packedArgs, 1, 1, 1, 64, 1, 1, 0, nullptr, packedParams, nullptr));
  double result = 0;
  HIP_CHECK(hipMemcpyDtoH(&result, dres, sizeof result));
  EXPECT(result == 2 + 40 + 0.25 - 10, "packed result %f", result);

  int maxThreads = 0;
  HIP_CHECK(hipFuncGetAttribute(&maxThreads, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, scaleAdd));
  EXPECT(maxThreads >= 256, "max threads %d", maxThreads);

  // The occupancy calls with flags answer as those without (AMD 5.2 ignores the flags).
  int grid = 0, block = 0, flaggedGrid = 0, flaggedBlock = 0;
  HIP_CHECK(hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, scaleAdd, 0, 0));
  HIP_CHECK(hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&flaggedGrid, &flaggedBlock, scaleAdd, 0, 0,
                                                             1 /* CUDA's cudaOccupancyDisableCachingOverride */));
  EXPECT(block > 0 && grid > 0, "potential block %d grid %d", block, grid);
  EXPECT(flaggedGrid == grid && flaggedBlock == block, "with flags: block %d grid %d, without: %d %d", flaggedBlock,
         flaggedGrid, block, grid);
  int blocks = 0, flaggedBlocks = 0;
  HIP_CHECK(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scaleAdd, block, 0));
  HIP_CHECK(hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&flaggedBlocks, scaleAdd, block, 0,
                                                                        hipOccupancyDefault));
  EXPECT(blocks > 0 && flaggedBlocks == blocks, "active blocks with flags %d, without %d", flaggedBlocks, blocks);
  HIP_CHECK(hipModuleUnload(module));

  // The same code object from memory.
  std::ifstream file(path, std::ios::binary);
  std::vector<char> image((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  hipModule_t fromMemory;
  HIP_CHECK(hipModuleLoadData(&fromMemory, image.data()));
  HIP_CHECK(hipModuleGetFunction(&scaleAdd, fromMemory, "scaleAdd"));
  offset = 0.0f;
  HIP_CHECK(hipModuleLaunchKernel(scaleAdd, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(out[i] == float(i), "loadData out[%d] = %f (a fresh module's factor is 1)", i, out[i]);
  HIP_CHECK(hipModuleUnload(fromMemory));

  hipModule_t bad;
  EXPECT(hipModuleLoad(&bad, "/nonexistent/module.co") == hipErrorFileNotFound, "loaded a missing file");
  return finish("module_api");
}

// Kernel arguments through hipModuleLaunchKernel's `extra`
// ({HIP_LAUNCH_PARAM_BUFFER_POINTER, p, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
// HIP_LAUNCH_PARAM_END}) as AMD's ROCm 5.2 runtime takes them: a buffer
// larger than the kernarg segment (a struct with tail padding: 16 bytes for
// a 12-byte segment) is accepted, each argument read from its offset in the
// buffer; an unknown key in `extra` is hipErrorInvalidValue. Argument
// `modules`: the directory holding module_kernels.co.
#include <string>

#include "check.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::printf("usage: kernel_args_extra MODULE_DIR\n");
    return 2;
  }
  hipModule_t module;
  HIP_CHECK(hipModuleLoad(&module, (std::string(argv[1]) + "/module_kernels.co").c_str()));
  hipFunction_t storeValue;
  HIP_CHECK(hipModuleGetFunction(&storeValue, module, "storeValue"));
  int* out;
  HIP_CHECK(hipMalloc(&out, sizeof(int)));
  struct {
    int* out;
    int value;  // 4 bytes of tail padding follow
  } args{out, 1234};
  static_assert(sizeof args == 16, "the buffer has tail padding");
  size_t size = sizeof args;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
  HIP_CHECK(hipModuleLaunchKernel(storeValue, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
  int result = 0;
  HIP_CHECK(hipMemcpy(&result, out, sizeof result, hipMemcpyDeviceToHost));
  EXPECT(result == 1234, "value through extra: %d", result);

  // Exactly the segment's 12 bytes work too.
  args.value = -7;
  size = 12;
  HIP_CHECK(hipModuleLaunchKernel(storeValue, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
  HIP_CHECK(hipMemcpy(&result, out, sizeof result, hipMemcpyDeviceToHost));
  EXPECT(result == -7, "value through a 12-byte extra: %d", result);

  void* unknownKey[] = {reinterpret_cast<void*>(0x7), &args, HIP_LAUNCH_PARAM_END};
  EXPECT(hipModuleLaunchKernel(storeValue, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, unknownKey) ==
             hipErrorInvalidValue,
         "unknown extra key");
  (void)hipGetLastError();
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipModuleUnload(module));
  return finish("kernel_args_extra");
}

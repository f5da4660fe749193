// A fat binary is loaded at the first use of one of its kernels, and a
// fat binary that cannot be loaded is reported then, naming the file that
// holds it: registering one with no code object (an offload bundle of no
// entries, registered by hand as a module constructor would) prints
// nothing; launching its kernel prints why on stderr (ctest checks the
// message) and returns hipErrorNoBinaryForGpu, as AMD's runtime does when
// no code object fits the device, again on a second launch. The program's
// own fat binary is first used by four threads at once, each launching its
// kernel on its own stream: it is loaded once and every launch runs.
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>

#include "check.h"

extern "C" {
void** __hipRegisterFatBinary(const void* data);
void __hipRegisterFunction(void** handle, const void* hostFunction, char* deviceFunction, const char* deviceName,
                           unsigned threadLimit, void* tid, void* bid, dim3* blockDim, dim3* gridDim, int* wSize);
}

namespace {

// clang's offload bundle header: the magic, then the number of entries.
struct EmptyBundle {
  char magic[24] = {'_', '_', 'C', 'L', 'A', 'N', 'G', '_', 'O', 'F', 'F', 'L',
                    'O', 'A', 'D', '_', 'B', 'U', 'N', 'D', 'L', 'E', '_', '_'};
  std::uint64_t entries = 0;
} emptyBundle;

struct FatBinaryWrapper {
  std::uint32_t magic = 0x48495046;  // "HIPF"
  std::uint32_t version = 1;
  const void* binary = &emptyBundle;
  const void* reserved = nullptr;
} wrapper;

void missingKernelStub() {}

__global__ void square(int* data) { data[threadIdx.x] *= data[threadIdx.x]; }

}  // namespace

int main() {
  void** handle = __hipRegisterFatBinary(&wrapper);
  char name[] = "missingKernel";
  __hipRegisterFunction(handle, reinterpret_cast<const void*>(missingKernelStub), name, name, 0, nullptr, nullptr,
                        nullptr, nullptr, nullptr);
  std::fprintf(stderr, "registered, before the first use\n");

  for (int attempt = 0; attempt < 2; ++attempt) {
    hipError_t e = hipLaunchKernel(reinterpret_cast<const void*>(missingKernelStub), dim3(1), dim3(64), nullptr, 0,
                                   nullptr);
    EXPECT(e == hipErrorNoBinaryForGpu, "launch %d of the unloadable fat binary's kernel: %s", attempt,
           hipGetErrorName(e));
    (void)hipGetLastError();
  }

  // Four threads race to the first use of this program's fat binary.
  constexpr int kThreads = 4;
  std::vector<std::vector<int>> results(kThreads, std::vector<int>(64));
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([t, &results] {
      int host[64];
      for (int i = 0; i < 64; ++i) host[i] = i - 20 * t;
      hipStream_t stream;
      int* device;
      HIP_CHECK(hipStreamCreate(&stream));
      HIP_CHECK(hipMalloc(&device, sizeof host));
      HIP_CHECK(hipMemcpyAsync(device, host, sizeof host, hipMemcpyHostToDevice, stream));
      hipLaunchKernelGGL(square, dim3(1), dim3(64), 0, stream, device);
      HIP_CHECK(hipGetLastError());
      HIP_CHECK(hipMemcpyAsync(results[t].data(), device, sizeof host, hipMemcpyDeviceToHost, stream));
      HIP_CHECK(hipStreamSynchronize(stream));
      HIP_CHECK(hipFree(device));
      HIP_CHECK(hipStreamDestroy(stream));
    });
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t)
    for (int i = 0; i < 64; ++i)
      EXPECT(results[t][i] == (i - 20 * t) * (i - 20 * t), "thread %d element %d is %d", t, i, results[t][i]);
  return finish("lazy_load_error");
}

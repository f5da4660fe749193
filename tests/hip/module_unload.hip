// hipModuleUnload while launches of the module are still queued or running:
// AMD's runtime keeps what queued work needs alive until it has run, so
// every launch completes with its result and nothing crashes.
#include <cstring>
#include <string>
#include <vector>

#include "check.h"

namespace {

constexpr int kLaunches = 1000;

hipModule_t load(const std::string& path) {
  hipModule_t module;
  HIP_CHECK(hipModuleLoad(&module, path.c_str()));
  return module;
}

// 1000 one-thread launches of scaleAdd on a created stream, each writing
// its own element, then the unload with no synchronisation in between.
void unloadWithQueuedLaunches(const std::string& path) {
  hipModule_t module = load(path);
  hipFunction_t scaleAdd;
  HIP_CHECK(hipModuleGetFunction(&scaleAdd, module, "scaleAdd"));
  std::vector<float> in(kLaunches), out(kLaunches, -1.0f);
  for (int i = 0; i < kLaunches; ++i) in[i] = 0.25f * i;
  float *din, *dout;
  HIP_CHECK(hipMalloc(&din, kLaunches * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, kLaunches * sizeof(float)));
  HIP_CHECK(hipMemcpy(din, in.data(), kLaunches * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dout, 0xff, kLaunches * sizeof(float)));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  for (int i = 0; i < kLaunches; ++i) {
    float* outI = dout + i;
    const float* inI = din + i;
    float offset = float(i);
    int n = 1;
    void* params[] = {&outI, &inI, &offset, &n};
    HIP_CHECK(hipModuleLaunchKernel(scaleAdd, 1, 1, 1, 1, 1, 1, 0, stream, params, nullptr));
  }
  HIP_CHECK(hipModuleUnload(module));
  HIP_CHECK(hipStreamSynchronize(stream));
  HIP_CHECK(hipMemcpy(out.data(), dout, kLaunches * sizeof(float), hipMemcpyDeviceToHost));
  // The module's scaleFactor is 1.
  for (int i = 0; i < kLaunches; ++i) EXPECT(out[i] == in[i] + float(i), "launch %d wrote %f", i, out[i]);
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
}

// One long launch, unloaded while it runs (the host thread is past the
// launch call at once; the stream's worker is inside the kernel).
void unloadWhileRunning(const std::string& path) {
  hipModule_t module = load(path);
  hipFunction_t longChain;
  HIP_CHECK(hipModuleGetFunction(&longChain, module, "longChain"));
  constexpr unsigned kThreads = 64, kSteps = 2000000, kSeed = 7;
  unsigned* dout;
  HIP_CHECK(hipMalloc(&dout, kThreads * sizeof(unsigned)));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  unsigned seed = kSeed, steps = kSteps;
  void* params[] = {&dout, &seed, &steps};
  HIP_CHECK(hipModuleLaunchKernel(longChain, 1, 1, 1, kThreads, 1, 1, 0, stream, params, nullptr));
  HIP_CHECK(hipModuleUnload(module));
  HIP_CHECK(hipStreamSynchronize(stream));
  std::vector<unsigned> out(kThreads);
  HIP_CHECK(hipMemcpy(out.data(), dout, sizeof(unsigned) * kThreads, hipMemcpyDeviceToHost));
  for (unsigned t = 0; t < kThreads; ++t) {
    unsigned x = kSeed + t;
    for (unsigned i = 0; i < kSteps; ++i) x = x * 1664525u + 1013904223u;
    EXPECT(out[t] == x, "thread %u: %u, host %u", t, out[t], x);
  }
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(dout));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::printf("usage: module_unload MODULE_DIR\n");
    return 2;
  }
  std::string path = std::string(argv[1]) + "/module_kernels.co";
  unloadWithQueuedLaunches(path);
  unloadWhileRunning(path);
  // Loading and unloading again after all that still works.
  for (int i = 0; i < 3; ++i) unloadWithQueuedLaunches(path);
  return finish("module_unload");
}

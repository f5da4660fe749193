// Allocation limits, memsets outside device memory, memory accounting,
// stream priorities and CU masks, and device identity, as AMD's ROCm 5.2
// runtime behaves (hipamd src/hip_memory.cpp, hip_stream.cpp, hip_device.cpp):
// - hipMalloc, hipHostMalloc, hipMallocManaged, hipMallocPitch and
//   hipMalloc3D of more than the device has (SIZE_MAX) fail with
//   hipErrorOutOfMemory and leave a null pointer.
// - hipMemset/2D/3D to memory that is not device memory, or past the end of
//   an allocation (a bad pitch or extent), is hipErrorInvalidValue, and
//   nothing is written; an empty extent is hipSuccess.
// - hipFree frees hipHostMalloc memory (and hipHostFree device memory).
// - hipMemGetInfo's free memory drops by what hipMalloc takes and comes
//   back on hipFree.
// - Stream priorities range from -1 (greatest) to 1 (least); others are
//   clamped; hipStreamGetPriority reports the clamped value. Stream flags
//   other than hipStreamDefault/NonBlocking are hipErrorInvalidValue.
// - hipExtStreamCreateWithCUMask keeps the mask; hipExtStreamGetCUMask
//   reports it and'ed with the device's compute units, all of them for a
//   stream without a mask; a null output stream is hipErrorInvalidHandle.
// - A destroyed stream is hipErrorContextIsDestroyed.
// - hipDeviceGetUuid gives a stable id; hipDeviceAttributeCanUseStreamWaitValue is 1.
#include <cstdint>
#include <cstring>
#include <vector>

#include "check.h"

__global__ void fillKernel(int* x, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v;
}

static void allocationLimits() {
  void* p = reinterpret_cast<void*>(1);
  EXPECT(hipMalloc(&p, SIZE_MAX) == hipErrorOutOfMemory && !p, "hipMalloc(SIZE_MAX)");
  p = reinterpret_cast<void*>(1);
  EXPECT(hipHostMalloc(&p, SIZE_MAX, 0) == hipErrorOutOfMemory && !p, "hipHostMalloc(SIZE_MAX)");
  p = reinterpret_cast<void*>(1);
  EXPECT(hipMallocManaged(&p, SIZE_MAX, hipMemAttachGlobal) == hipErrorOutOfMemory && !p, "hipMallocManaged(SIZE_MAX)");
  size_t pitch = 0;
  p = reinterpret_cast<void*>(1);
  EXPECT(hipMallocPitch(&p, &pitch, SIZE_MAX, 1) == hipErrorOutOfMemory && !p, "hipMallocPitch(SIZE_MAX wide)");
  EXPECT(hipMallocPitch(&p, &pitch, 1024, SIZE_MAX / 512) == hipErrorOutOfMemory, "hipMallocPitch(SIZE_MAX/512 rows)");
  hipPitchedPtr pp;
  EXPECT(hipMalloc3D(&pp, make_hipExtent(4096, 1 << 20, 1 << 20)) == hipErrorOutOfMemory, "hipMalloc3D too big");
  EXPECT(hipMalloc(&p, 0) == hipSuccess && !p, "hipMalloc(0)");
  (void)hipGetLastError();
}

static void memsetBounds() {
  hipPitchedPtr pp;
  HIP_CHECK(hipMalloc3D(&pp, make_hipExtent(100, 8, 4)));
  std::vector<unsigned char> host(pp.pitch * 8 * 4);
  HIP_CHECK(hipMemset3D(pp, 0x11, make_hipExtent(100, 8, 4)));
  // One slice too many, a row too long, a pitch larger than the allocation's.
  EXPECT(hipMemset3D(pp, 0x22, make_hipExtent(100, 8, 5)) == hipErrorInvalidValue, "memset3D past the end");
  EXPECT(hipMemset3D(pp, 0x22, make_hipExtent(SIZE_MAX, 1, 1)) != hipSuccess, "memset3D width SIZE_MAX");
  hipPitchedPtr wide = pp;
  wide.pitch = pp.pitch * 64;
  EXPECT(hipMemset3D(wide, 0x22, make_hipExtent(100, 8, 4)) == hipErrorInvalidValue, "memset3D bad pitch");
  hipPitchedPtr huge = pp;
  huge.ysize = SIZE_MAX / 2;
  EXPECT(hipMemset3D(huge, 0x22, make_hipExtent(100, 8, 4)) == hipErrorInvalidValue, "memset3D overflowing ysize");
  EXPECT(hipMemset3D(pp, 0x22, make_hipExtent(0, 8, 4)) == hipSuccess, "empty memset3D");
  HIP_CHECK(hipMemcpy(host.data(), pp.ptr, host.size(), hipMemcpyDeviceToHost));
  int bad = 0;
  for (size_t z = 0; z < 4; ++z)
    for (size_t y = 0; y < 8; ++y)
      for (size_t x = 0; x < 100; ++x) bad += host[(z * 8 + y) * pp.pitch + x] != 0x11;
  EXPECT(bad == 0, "a refused memset3D wrote: %d bytes", bad);
  int onStack[16];
  EXPECT(hipMemset(onStack, 0, sizeof onStack) == hipErrorInvalidValue, "memset of host memory");
  EXPECT(hipMemset2D(pp.ptr, pp.pitch, 0, 100, 1000) == hipErrorInvalidValue, "memset2D past the end");
  EXPECT(hipMemset(static_cast<char*>(pp.ptr) + 1, 0, pp.pitch * 32) == hipErrorInvalidValue, "memset past the end");
  HIP_CHECK(hipFree(pp.ptr));
  (void)hipGetLastError();
}

static void freesAndAccounting() {
  void* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, 4096, 0));
  HIP_CHECK(hipFree(pinned));
  void* device;
  HIP_CHECK(hipMalloc(&device, 4096));
  HIP_CHECK(hipHostFree(device));

  size_t free0, total0, free1, total1, free2, total2;
  HIP_CHECK(hipMemGetInfo(&free0, &total0));
  const size_t bytes = size_t(256) << 20;
  int* big;
  HIP_CHECK(hipMalloc(&big, bytes));
  HIP_CHECK(hipMemGetInfo(&free1, &total1));
  EXPECT(total1 == total0 && free0 - free1 >= bytes, "free %zu -> %zu after %zu bytes", free0, free1, bytes);
  fillKernel<<<64, 256>>>(big, 3, 64 * 256);
  int first = 0;
  HIP_CHECK(hipMemcpy(&first, big, sizeof first, hipMemcpyDeviceToHost));
  EXPECT(first == 3, "kernel on the big allocation");
  HIP_CHECK(hipFree(big));
  HIP_CHECK(hipMemGetInfo(&free2, &total2));
  EXPECT(free2 == free0, "free %zu after hipFree, %zu before", free2, free0);
}

static void streams() {
  int least = 0, greatest = 0;
  HIP_CHECK(hipDeviceGetStreamPriorityRange(&least, &greatest));
  EXPECT(least == 1 && greatest == -1, "priority range %d..%d", least, greatest);
  struct {
    int asked, got;
  } priorities[] = {{-5, -1}, {-1, -1}, {0, 0}, {1, 1}, {9, 1}};
  for (auto& p : priorities) {
    hipStream_t s;
    HIP_CHECK(hipStreamCreateWithPriority(&s, hipStreamNonBlocking, p.asked));
    int got = 99;
    HIP_CHECK(hipStreamGetPriority(s, &got));
    EXPECT(got == p.got, "priority %d reported as %d", p.asked, got);
    HIP_CHECK(hipStreamDestroy(s));
  }
  hipStream_t s;
  EXPECT(hipStreamCreateWithFlags(&s, 0x10) == hipErrorInvalidValue, "stream flags 0x10");

  int units = 0;
  HIP_CHECK(hipDeviceGetAttribute(&units, hipDeviceAttributeMultiprocessorCount, 0));
  const uint32_t words = (uint32_t(units) + 31) / 32;
  std::vector<uint32_t> all(words, 0), got(words + 1, 0);
  for (int u = 0; u < units; ++u) all[u / 32] |= 1u << (u % 32);
  uint32_t mask[] = {0x5};
  hipStream_t masked, plain;
  HIP_CHECK(hipExtStreamCreateWithCUMask(&masked, 1, mask));
  HIP_CHECK(hipStreamCreate(&plain));
  HIP_CHECK(hipExtStreamGetCUMask(masked, words, got.data()));
  EXPECT(got[0] == (0x5u & all[0]), "CU mask %#x", got[0]);
  HIP_CHECK(hipExtStreamGetCUMask(plain, words, got.data()));
  EXPECT(std::memcmp(got.data(), all.data(), words * 4) == 0, "default CU mask %#x", got[0]);
  EXPECT(hipExtStreamGetCUMask(plain, 0, got.data()) == hipErrorInvalidValue, "CU mask into 0 words");
  EXPECT(hipExtStreamCreateWithCUMask(nullptr, 1, mask) == hipErrorInvalidHandle, "CU mask stream into null");
  EXPECT(hipExtStreamCreateWithCUMask(&s, 0, mask) == hipErrorInvalidValue, "empty CU mask");
  // Work in the masked stream runs.
  int* x;
  HIP_CHECK(hipMalloc(&x, 1024 * sizeof(int)));
  fillKernel<<<4, 256, 0, masked>>>(x, 9, 1024);
  HIP_CHECK(hipStreamSynchronize(masked));
  std::vector<int> host(1024);
  HIP_CHECK(hipMemcpy(host.data(), x, 1024 * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(host[1023] == 9, "kernel in a CU-mask stream: %d", host[1023]);
  HIP_CHECK(hipFree(x));
  HIP_CHECK(hipStreamDestroy(masked));
  HIP_CHECK(hipStreamDestroy(plain));
  EXPECT(hipStreamSynchronize(plain) == hipErrorContextIsDestroyed, "synchronize a destroyed stream");
  EXPECT(hipStreamDestroy(plain) == hipErrorContextIsDestroyed, "destroy twice");
  EXPECT(hipStreamDestroy(nullptr) == hipErrorInvalidHandle, "destroy the null stream");
  (void)hipGetLastError();
}

static void deviceIdentity() {
  hipUUID a, b;
  HIP_CHECK(hipDeviceGetUuid(&a, 0));
  HIP_CHECK(hipDeviceGetUuid(&b, 0));
  bool nonzero = false;
  for (char c : a.bytes) nonzero |= c != 0;
  EXPECT(nonzero && std::memcmp(a.bytes, b.bytes, sizeof a.bytes) == 0, "uuid");
  EXPECT(hipDeviceGetUuid(nullptr, 0) == hipErrorInvalidValue, "uuid into null");
  EXPECT(hipDeviceGetUuid(&a, 3) == hipErrorInvalidDevice, "uuid of device 3");
  int value = 0;
  HIP_CHECK(hipDeviceGetAttribute(&value, hipDeviceAttributeCanUseStreamWaitValue, 0));
  EXPECT(value == 1, "CanUseStreamWaitValue %d", value);
  (void)hipGetLastError();
}

int main() {
  allocationLimits();
  memsetBounds();
  freesAndAccounting();
  streams();
  deviceIdentity();
  return finish("runtime_limits");
}

// Stream-ordered allocation and memory pools, with AMD 5.2's values:
// hipMallocAsync memory a kernel uses; hipFreeAsync deferred to the
// stream's order (the memory stays used until the stream reaches it); the
// used/reserved attributes and their high-water marks (AMD counts a reused
// block's whole size, and its reserved high-water mark is the busy bytes
// plus the free heap's high-water mark); freed memory kept up to the
// release threshold (default 0) and reused first-fit, hipMemPoolTrimTo;
// a created pool as the device's current pool and hipMallocFromPoolAsync;
// destroying the current pool restores the default; access flags.
// Capture makes no allocation nodes, as in AMD 5.2 (capture_allocations.hip
// checks what the calls do in a capturing stream).
// Resetting hipMemPoolAttrReservedMemHigh returns hipErrorInvalidValue in
// AMD 5.2 (its switch falls through to a read-only attribute): followed.
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "check.h"

namespace {

constexpr std::uint64_t kMiB = 1 << 20;

__global__ void fill(int* data, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = base + i;
}

std::uint64_t attribute(hipMemPool_t pool, hipMemPoolAttr which) {
  std::uint64_t value = ~0ull;
  HIP_CHECK(hipMemPoolGetAttribute(pool, which, &value));
  return value;
}

void expectSizes(hipMemPool_t pool, std::uint64_t used, std::uint64_t reserved, const char* when) {
  std::uint64_t gotUsed = attribute(pool, hipMemPoolAttrUsedMemCurrent);
  std::uint64_t gotReserved = attribute(pool, hipMemPoolAttrReservedMemCurrent);
  EXPECT(gotUsed == used && gotReserved == reserved, "%s: used %llu reserved %llu, expected %llu and %llu", when,
         (unsigned long long)gotUsed, (unsigned long long)gotReserved, (unsigned long long)used,
         (unsigned long long)reserved);
}

std::atomic<bool> released{false};
void waitForRelease(hipStream_t, hipError_t, void*) {
  while (!released.load()) std::this_thread::yield();
}

void allocateUseFree(hipMemPool_t pool, hipStream_t stream) {
  const int n = int(kMiB / sizeof(int));
  int* data = nullptr;
  HIP_CHECK(hipMallocAsync(reinterpret_cast<void**>(&data), kMiB, stream));
  expectSizes(pool, kMiB, kMiB, "after hipMallocAsync");
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, data));
  EXPECT(attributes.memoryType == hipMemoryTypeDevice, "hipMallocAsync memory type %d", int(attributes.memoryType));

  hipLaunchKernelGGL(fill, dim3((n + 255) / 256), dim3(256), 0, stream, data, n, 7);
  std::vector<int> host(n);
  HIP_CHECK(hipMemcpyAsync(host.data(), data, kMiB, hipMemcpyDeviceToHost, stream));

  // The free waits behind a callback that waits for the host.
  released = false;
  HIP_CHECK(hipStreamAddCallback(stream, waitForRelease, nullptr, 0));
  HIP_CHECK(hipFreeAsync(data, stream));
  expectSizes(pool, kMiB, kMiB, "before the stream reaches hipFreeAsync");
  released = true;
  HIP_CHECK(hipStreamSynchronize(stream));
  for (int i = 0; i < n; ++i) EXPECT(host[i] == 7 + i, "element %d is %d", i, host[i]);
  expectSizes(pool, 0, 0, "after the free ran (release threshold 0)");
  EXPECT(attribute(pool, hipMemPoolAttrUsedMemHigh) == kMiB, "used high %llu",
         (unsigned long long)attribute(pool, hipMemPoolAttrUsedMemHigh));
  EXPECT(attribute(pool, hipMemPoolAttrReservedMemHigh) == kMiB, "reserved high %llu",
         (unsigned long long)attribute(pool, hipMemPoolAttrReservedMemHigh));
}

void thresholdReuseTrim(hipMemPool_t pool, hipStream_t stream) {
  std::uint64_t threshold = 8 * kMiB;
  HIP_CHECK(hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &threshold));
  EXPECT(attribute(pool, hipMemPoolAttrReleaseThreshold) == threshold, "release threshold");
  void *first, *second;
  HIP_CHECK(hipMallocAsync(&first, kMiB, stream));
  HIP_CHECK(hipFreeAsync(first, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  expectSizes(pool, 0, kMiB, "a free under the release threshold");
  HIP_CHECK(hipMallocAsync(&second, kMiB / 2, stream));
  EXPECT(second == first, "the freed block was not reused");
  expectSizes(pool, kMiB, kMiB, "a smaller allocation reusing the block");
  HIP_CHECK(hipFree(second));  // hipFree gives pool memory back to its pool
  expectSizes(pool, 0, kMiB, "after hipFree");
  HIP_CHECK(hipMemPoolTrimTo(pool, 0));
  expectSizes(pool, 0, 0, "after hipMemPoolTrimTo(0)");
  threshold = 0;
  HIP_CHECK(hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &threshold));

  void* none = &threshold;
  HIP_CHECK(hipMallocAsync(&none, 0, stream));
  EXPECT(none == nullptr, "a 0-byte hipMallocAsync gave %p", none);
}

void attributes(hipMemPool_t pool) {
  for (hipMemPoolAttr reuse : {hipMemPoolReuseFollowEventDependencies, hipMemPoolReuseAllowOpportunistic,
                               hipMemPoolReuseAllowInternalDependencies}) {
    int value = -1;
    HIP_CHECK(hipMemPoolGetAttribute(pool, reuse, &value));
    EXPECT(value == 1, "reuse policy %d defaults to %d", int(reuse), value);
    value = 0;
    HIP_CHECK(hipMemPoolSetAttribute(pool, reuse, &value));
    value = -1;
    HIP_CHECK(hipMemPoolGetAttribute(pool, reuse, &value));
    EXPECT(value == 0, "reuse policy %d set to 0 reads %d", int(reuse), value);
  }
  std::uint64_t zero = 0, one = 1;
  HIP_CHECK(hipMemPoolSetAttribute(pool, hipMemPoolAttrUsedMemHigh, &zero));
  EXPECT(attribute(pool, hipMemPoolAttrUsedMemHigh) == 0, "used high after its reset");
  EXPECT(hipMemPoolSetAttribute(pool, hipMemPoolAttrUsedMemHigh, &one) == hipErrorInvalidValue, "used high set to 1");
  EXPECT(hipMemPoolSetAttribute(pool, hipMemPoolAttrReservedMemHigh, &zero) == hipErrorInvalidValue,
         "reserved high reset (AMD 5.2: hipErrorInvalidValue)");
  EXPECT(attribute(pool, hipMemPoolAttrReservedMemHigh) == 0, "reserved high after its reset");
  EXPECT(hipMemPoolSetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &zero) == hipErrorInvalidValue,
         "used current is read-only");
  (void)hipGetLastError();

  hipMemLocation device0{hipMemLocationTypeDevice, 0};
  hipMemAccessFlags flags = hipMemAccessFlagsProtNone;
  HIP_CHECK(hipMemPoolGetAccess(&flags, pool, &device0));
  EXPECT(flags == hipMemAccessFlagsProtReadWrite, "the pool's own device has access %d", int(flags));
  hipMemAccessDesc access{device0, hipMemAccessFlagsProtReadWrite};
  HIP_CHECK(hipMemPoolSetAccess(pool, &access, 1));
}

void createdPool(hipMemPool_t defaultPool, hipStream_t stream) {
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.location = {hipMemLocationTypeDevice, 0};
  hipMemPool_t pool;
  HIP_CHECK(hipMemPoolCreate(&pool, &props));
  EXPECT(pool != defaultPool, "hipMemPoolCreate gave the default pool");
  HIP_CHECK(hipDeviceSetMemPool(0, pool));
  hipMemPool_t current;
  HIP_CHECK(hipDeviceGetMemPool(&current, 0));
  EXPECT(current == pool, "hipDeviceSetMemPool did not make the pool current");

  void *fromCurrent, *fromDefault;
  HIP_CHECK(hipMallocAsync(&fromCurrent, 3 * kMiB, stream));
  HIP_CHECK(hipMallocFromPoolAsync(&fromDefault, kMiB, defaultPool, stream));
  expectSizes(pool, 3 * kMiB, 3 * kMiB, "the created pool, current");
  expectSizes(defaultPool, kMiB, kMiB, "the default pool through hipMallocFromPoolAsync");
  HIP_CHECK(hipFreeAsync(fromCurrent, stream));
  HIP_CHECK(hipFreeAsync(fromDefault, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  expectSizes(pool, 0, 0, "the created pool after its free");
  expectSizes(defaultPool, 0, 0, "the default pool after its free");

  HIP_CHECK(hipMemPoolDestroy(pool));
  HIP_CHECK(hipDeviceGetMemPool(&current, 0));
  EXPECT(current == defaultPool, "destroying the current pool did not restore the default");
}

}  // namespace

int main() {
  hipMemPool_t defaultPool, current;
  HIP_CHECK(hipDeviceGetDefaultMemPool(&defaultPool, 0));
  HIP_CHECK(hipDeviceGetMemPool(&current, 0));
  EXPECT(defaultPool && current == defaultPool, "the current pool is not the default one at first");
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));

  allocateUseFree(defaultPool, stream);
  thresholdReuseTrim(defaultPool, stream);
  attributes(defaultPool);
  createdPool(defaultPool, stream);

  HIP_CHECK(hipStreamDestroy(stream));
  return finish("memory_pools");
}

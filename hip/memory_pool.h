// Memory pools (hipMemPool_t) behind stream-ordered allocation, modelled on
// AMD's 5.2 runtime: a pool hands out device memory of its device and keeps
// what is freed (a "free heap") for reuse by later allocations of at most
// its size, returning to the device whatever is above its release
// threshold (default 0) once the free has run in its stream's order, and
// what hipMemPoolTrimTo asks. Memory is allocated at the call (a
// stream-ordered allocation may be ready before the stream reaches it);
// the free is deferred to stream order by the caller. Attributes report
// the busy heap (used) and both heaps (reserved) as AMD's do.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

struct ihipMemPoolHandle_t {
  int device = 0;
  std::mutex mutex;
  std::map<void*, std::size_t> busy, free;  // allocation -> size
  std::uint64_t busyBytes = 0, busyHigh = 0, freeBytes = 0, freeHigh = 0;
  std::uint64_t releaseThreshold = 0;
  // The hipMemPoolReuse* policies: kept and reported (ours always reuse
  // memory whose free has run).
  int followEventDependencies = 1, allowOpportunistic = 1, allowInternalDependencies = 1;
  std::vector<hipMemAccessFlags> access;  // per device; its own device is always read-write
  bool destroyed = false;
};

namespace gcnjit::hip {

// The pool of a handle the API was given, or null if it is not a live pool.
ihipMemPoolHandle_t* livePool(hipMemPool_t pool);
ihipMemPoolHandle_t* createPool(int device);
// Returns its free memory to the device. Its busy memory stays valid until
// freed; the device's current pool becomes its default one if it was this.
void destroyPool(ihipMemPoolHandle_t* pool);
ihipMemPoolHandle_t* defaultPool(int device);
ihipMemPoolHandle_t* currentPool(int device);
void setCurrentPool(int device, ihipMemPoolHandle_t* pool);

// Memory of `size` bytes (> 0) from `pool`; null when the device has not
// that much.
void* allocateFromPool(ihipMemPoolHandle_t* pool, std::size_t size);
// Puts `pointer` back into the pool that handed it out; false if no pool
// did (it is ordinary device memory).
bool freeToPools(void* pointer);
bool fromPool(void* pointer);
// Frees the pool's free memory until at most `bytesToKeep` of it remain.
void trimPool(ihipMemPoolHandle_t* pool, std::uint64_t bytesToKeep);

hipError_t setPoolAttribute(ihipMemPoolHandle_t* pool, hipMemPoolAttr attribute, const void* value);
hipError_t getPoolAttribute(ihipMemPoolHandle_t* pool, hipMemPoolAttr attribute, void* value);

}  // namespace gcnjit::hip

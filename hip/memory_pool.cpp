#include "hip/memory_pool.h"

#include <algorithm>
#include <memory>
#include <new>
#include <unordered_map>
#include <unordered_set>

#include "hip/runtime.h"

namespace gcnjit::hip {
namespace {

// Pools are never deleted: a destroyed pool's busy memory can still be
// freed through it (AMD's keep a pool alive while it has busy memory).
struct Registry {
  std::mutex mutex;
  std::vector<std::unique_ptr<ihipMemPoolHandle_t>> pools;
  std::unordered_set<ihipMemPoolHandle_t*> live;
  std::vector<ihipMemPoolHandle_t*> defaults, current;  // per device
  std::unordered_map<void*, ihipMemPoolHandle_t*> owners;  // busy memory -> its pool
};

ihipMemPoolHandle_t* makePool(Registry& registry, int device) {
  auto pool = std::make_unique<ihipMemPoolHandle_t>();
  pool->device = device;
  pool->access.assign(std::size_t(Runtime::get().deviceCount()), hipMemAccessFlagsProtNone);
  registry.live.insert(pool.get());
  registry.pools.push_back(std::move(pool));
  return registry.pools.back().get();
}

Registry& registry() {
  static Registry* instance = [] {
    auto* r = new Registry();  // never destroyed, as Runtime
    for (int d = 0; d < Runtime::get().deviceCount(); ++d) r->defaults.push_back(makePool(*r, d));
    r->current = r->defaults;
    return r;
  }();
  return *instance;
}

// Frees free memory, any block, until at most `keep` bytes of it remain.
// The caller holds pool->mutex.
void releaseFreeMemory(ihipMemPoolHandle_t* pool, std::uint64_t keep) {
  for (auto it = pool->free.begin(); it != pool->free.end() && pool->freeBytes > keep;) {
    Runtime::get().release(it->first);
    pool->freeBytes -= it->second;
    it = pool->free.erase(it);
  }
}

}  // namespace

ihipMemPoolHandle_t* livePool(hipMemPool_t pool) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.live.count(pool) ? pool : nullptr;
}

ihipMemPoolHandle_t* createPool(int device) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return makePool(r, device);
}

void destroyPool(ihipMemPoolHandle_t* pool) {
  Registry& r = registry();
  {
    std::lock_guard lock(r.mutex);
    r.live.erase(pool);
    if (r.current[std::size_t(pool->device)] == pool) r.current[std::size_t(pool->device)] = r.defaults[std::size_t(pool->device)];
  }
  std::lock_guard lock(pool->mutex);
  pool->destroyed = true;
  releaseFreeMemory(pool, 0);
}

ihipMemPoolHandle_t* defaultPool(int device) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.defaults[std::size_t(device)];
}

ihipMemPoolHandle_t* currentPool(int device) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.current[std::size_t(device)];
}

void setCurrentPool(int device, ihipMemPoolHandle_t* pool) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.current[std::size_t(device)] = pool;
}

// First fit among the freed blocks, as AMD's; else new device memory.
void* allocateFromPool(ihipMemPoolHandle_t* pool, std::size_t size) {
  void* memory = nullptr;
  std::size_t blockSize = size;
  {
    std::lock_guard lock(pool->mutex);
    auto reusable = std::find_if(pool->free.begin(), pool->free.end(),
                                 [&](const auto& block) { return block.second >= size; });
    if (reusable != pool->free.end()) {
      memory = reusable->first;
      blockSize = reusable->second;
      pool->freeBytes -= blockSize;
      pool->free.erase(reusable);
    } else {
      try {
        memory = Runtime::get().allocate(size, MemoryKind::Device, 0, pool->device);
      } catch (const std::bad_alloc&) {
        return nullptr;
      }
    }
    pool->busy[memory] = blockSize;
    pool->busyBytes += blockSize;
    pool->busyHigh = std::max(pool->busyHigh, pool->busyBytes);
  }
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.owners[memory] = pool;
  return memory;
}

bool freeToPools(void* pointer) {
  ihipMemPoolHandle_t* pool;
  {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    auto found = r.owners.find(pointer);
    if (found == r.owners.end()) return false;
    pool = found->second;
    r.owners.erase(found);
  }
  std::lock_guard lock(pool->mutex);
  auto block = pool->busy.find(pointer);
  pool->busyBytes -= block->second;
  pool->free.insert(*block);
  pool->freeBytes += block->second;
  pool->freeHigh = std::max(pool->freeHigh, pool->freeBytes);
  pool->busy.erase(block);
  releaseFreeMemory(pool, pool->destroyed ? 0 : pool->releaseThreshold);
  return true;
}

bool fromPool(void* pointer) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.owners.count(pointer);
}

void trimPool(ihipMemPoolHandle_t* pool, std::uint64_t bytesToKeep) {
  std::lock_guard lock(pool->mutex);
  releaseFreeMemory(pool, bytesToKeep);
}

// AMD 5.2 accepts only 0 for the high-water marks, a reset; setting
// hipMemPoolAttrReservedMemHigh resets it and then returns
// hipErrorInvalidValue (its switch falls through to a read-only case).
hipError_t setPoolAttribute(ihipMemPoolHandle_t* pool, hipMemPoolAttr attribute, const void* value) {
  std::lock_guard lock(pool->mutex);
  switch (attribute) {
    case hipMemPoolReuseFollowEventDependencies:
      pool->followEventDependencies = *static_cast<const int*>(value);
      return hipSuccess;
    case hipMemPoolReuseAllowOpportunistic:
      pool->allowOpportunistic = *static_cast<const int*>(value);
      return hipSuccess;
    case hipMemPoolReuseAllowInternalDependencies:
      pool->allowInternalDependencies = *static_cast<const int*>(value);
      return hipSuccess;
    case hipMemPoolAttrReleaseThreshold:
      pool->releaseThreshold = *static_cast<const std::uint64_t*>(value);
      return hipSuccess;
    case hipMemPoolAttrReservedMemHigh:
      if (*static_cast<const std::uint64_t*>(value) != 0) return hipErrorInvalidValue;
      pool->freeHigh = 0;
      return hipErrorInvalidValue;
    case hipMemPoolAttrUsedMemHigh:
      if (*static_cast<const std::uint64_t*>(value) != 0) return hipErrorInvalidValue;
      pool->busyHigh = 0;
      return hipSuccess;
    default:  // the read-only current sizes and unknown attributes
      return hipErrorInvalidValue;
  }
}

// As AMD's: reserved is both heaps; its high-water mark is the busy heap
// now plus the free heap's high-water mark.
hipError_t getPoolAttribute(ihipMemPoolHandle_t* pool, hipMemPoolAttr attribute, void* value) {
  std::lock_guard lock(pool->mutex);
  auto* bytes = static_cast<std::uint64_t*>(value);
  switch (attribute) {
    case hipMemPoolReuseFollowEventDependencies: *static_cast<int*>(value) = pool->followEventDependencies; break;
    case hipMemPoolReuseAllowOpportunistic: *static_cast<int*>(value) = pool->allowOpportunistic; break;
    case hipMemPoolReuseAllowInternalDependencies: *static_cast<int*>(value) = pool->allowInternalDependencies; break;
    case hipMemPoolAttrReleaseThreshold: *bytes = pool->releaseThreshold; break;
    case hipMemPoolAttrReservedMemCurrent: *bytes = pool->busyBytes + pool->freeBytes; break;
    case hipMemPoolAttrReservedMemHigh: *bytes = pool->busyBytes + pool->freeHigh; break;
    case hipMemPoolAttrUsedMemCurrent: *bytes = pool->busyBytes; break;
    case hipMemPoolAttrUsedMemHigh: *bytes = pool->busyHigh; break;
    default: return hipErrorInvalidValue;
  }
  return hipSuccess;
}

}  // namespace gcnjit::hip

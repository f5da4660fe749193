#include "hip/virtual_memory.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "hip/runtime.h"
#include "hip/stream.h"

// What a hipMemGenericAllocationHandle_t points at: a physical allocation.
struct ihipMemGenericAllocationHandle {
  int file = -1;  // the memfd holding its pages
  std::size_t size = 0;
  hipMemAllocationProp properties{};
  // Holds of its handle (hipMemCreate and each hipMemRetainAllocationHandle;
  // each hipMemRelease lets go of one) and mappings of it: it is freed when
  // both are 0. A handle with no holds left is invalid, though its memory
  // may still be mapped.
  int holds = 1;
  int mappings = 0;
};

namespace gcnjit::hip::vmm {
namespace {

using Handle = ihipMemGenericAllocationHandle;

std::uintptr_t address(const void* pointer) { return reinterpret_cast<std::uintptr_t>(pointer); }
void* pointerAt(std::uintptr_t address) { return reinterpret_cast<void*>(address); }

struct Mapping {
  std::size_t size = 0;
  Handle* allocation = nullptr;
  std::vector<unsigned> access;  // hipMemAccessFlags, by device
  bool accessible() const {
    return std::any_of(access.begin(), access.end(), [](unsigned flags) { return flags != hipMemAccessFlagsProtNone; });
  }
};

struct Reservation {
  std::size_t size = 0;
  std::map<std::uintptr_t, Mapping> mappings;  // by start
  std::vector<std::uintptr_t> registered;      // starts of the ranges kernels may use
};

class Registry {
 public:
  hipError_t reserve(void** pointer, std::size_t size, std::size_t alignment, void* wanted);
  hipError_t freeReservation(void* pointer, std::size_t size);
  hipError_t create(Handle** handle, std::size_t size, const hipMemAllocationProp& properties);
  std::size_t physicalBytes();
  bool inaccessible(std::uintptr_t start, std::size_t bytes);
  hipError_t properties(Handle* handle, hipMemAllocationProp* properties);
  hipError_t release(Handle* handle);
  hipError_t retain(Handle** handle, void* pointer);
  hipError_t map(void* pointer, std::size_t size, Handle* handle);
  hipError_t unmap(void* pointer, std::size_t size);
  hipError_t setAccess(void* pointer, std::size_t size, std::span<const hipMemAccessDesc> access);
  hipError_t access(void* pointer, int device, unsigned long long* flags);

 private:
  // The reservation holding all of [start, start + size), or null.
  Reservation* reservationOf(std::uintptr_t start, std::size_t size);
  // The mapping holding `start`, or null.
  std::pair<const std::uintptr_t, Mapping>* mappingAt(std::uintptr_t start);
  // The mappings that make up [start, start + size) exactly, in order; empty
  // if the range starts or ends inside a mapping or has an unmapped hole.
  std::vector<std::map<std::uintptr_t, Mapping>::iterator> wholeMappings(Reservation& reservation,
                                                                       std::uintptr_t start, std::size_t size);
  // A handle that is held (not released).
  bool held(Handle* handle) const;
  // Frees `handle` if it is neither held nor mapped.
  void freeIfUnused(Handle* handle);
  // Removes a mapping: its pages become reserved and inaccessible again.
  void removeMapping(Reservation& reservation, std::map<std::uintptr_t, Mapping>::iterator mapping);
  // Registers the reservation's runs of contiguous accessible mappings with
  // the devices, and unregisters the ranges that are no longer such runs.
  void registerAccessible(Reservation& reservation);

  std::mutex mutex_;
  std::map<std::uintptr_t, Reservation> reservations_;  // by start
  std::map<Handle*, std::unique_ptr<Handle>> allocations_;
  std::size_t physicalBytes_ = 0;  // the sizes of allocations_
};

Registry& registry() {
  static auto* instance = new Registry;  // never destroyed: exit handlers may still unmap
  return *instance;
}

// Inaccessible, unbacked address space at `pointer` (MAP_FIXED) or anywhere.
void* reserveAddresses(void* pointer, std::size_t size, int extraFlags) {
  return mmap(pointer, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | extraFlags, -1, 0);
}

hipError_t Registry::reserve(void** pointer, std::size_t size, std::size_t alignment, void* wanted) {
  const std::size_t page = granularity();
  alignment = std::max(alignment, page);
  void* start = MAP_FAILED;
  if (wanted && address(wanted) % alignment == 0) {
    start = reserveAddresses(wanted, size, MAP_FIXED_NOREPLACE);
    if (start != MAP_FAILED && start != wanted) {  // a kernel that takes the flag for a hint
      munmap(start, size);
      start = MAP_FAILED;
    }
  }
  if (start == MAP_FAILED) {
    // Anywhere: over-reserve by the alignment and trim both ends.
    std::size_t span;
    if (__builtin_add_overflow(size, alignment - page, &span)) return hipErrorOutOfMemory;
    void* raw = reserveAddresses(nullptr, span, 0);
    if (raw == MAP_FAILED) return hipErrorOutOfMemory;
    std::uintptr_t aligned = (address(raw) + alignment - 1) / alignment * alignment;
    if (aligned > address(raw)) munmap(raw, aligned - address(raw));
    std::uintptr_t end = address(raw) + span;
    if (end > aligned + size) munmap(pointerAt(aligned + size), end - (aligned + size));
    start = pointerAt(aligned);
  }
  Runtime::get().device(0).describeInaccessible(start, size, "virtual memory reservation");
  std::lock_guard lock(mutex_);
  reservations_[address(start)].size = size;
  *pointer = start;
  return hipSuccess;
}

hipError_t Registry::freeReservation(void* pointer, std::size_t size) {
  synchronizeAll();  // kernels may still be using its mappings
  std::lock_guard lock(mutex_);
  auto found = reservations_.find(address(pointer));
  if (found == reservations_.end() || found->second.size != size) return hipErrorInvalidValue;
  Reservation& reservation = found->second;
  while (!reservation.mappings.empty()) removeMapping(reservation, reservation.mappings.begin());
  registerAccessible(reservation);
  Runtime::get().device(0).forgetInaccessible(pointer);
  munmap(pointer, size);
  reservations_.erase(found);
  return hipSuccess;
}

hipError_t Registry::create(Handle** handle, std::size_t size, const hipMemAllocationProp& properties) {
  int file = memfd_create("gcnjit-hip-physical-memory", MFD_CLOEXEC);
  if (file < 0) return hipErrorOutOfMemory;
  if (ftruncate(file, off_t(size)) != 0) {
    close(file);
    return hipErrorOutOfMemory;
  }
  auto allocation = std::make_unique<Handle>();
  allocation->file = file;
  allocation->size = size;
  allocation->properties = properties;
  std::lock_guard lock(mutex_);
  *handle = allocation.get();
  physicalBytes_ += size;
  allocations_.emplace(allocation.get(), std::move(allocation));
  return hipSuccess;
}

std::size_t Registry::physicalBytes() {
  std::lock_guard lock(mutex_);
  return physicalBytes_;
}

bool Registry::inaccessible(std::uintptr_t start, std::size_t bytes) {
  std::uintptr_t end;
  if (__builtin_add_overflow(start, bytes, &end)) return false;  // not a range, nor a reservation's
  {
    std::lock_guard lock(mutex_);
    // The last reservation starting before `end` is the only one that can
    // overlap [start, end): reservations do not overlap.
    auto found = reservations_.lower_bound(end);
    if (found == reservations_.begin()) return false;
    --found;
    if (found->first + found->second.size <= start) return false;
  }
  return !Runtime::get().device(0).accessible(start, bytes);
}

bool Registry::held(Handle* handle) const { return allocations_.count(handle) && handle->holds > 0; }

hipError_t Registry::properties(Handle* handle, hipMemAllocationProp* properties) {
  std::lock_guard lock(mutex_);
  if (!held(handle)) return hipErrorInvalidValue;
  *properties = handle->properties;
  return hipSuccess;
}

void Registry::freeIfUnused(Handle* handle) {
  if (handle->holds > 0 || handle->mappings > 0) return;
  close(handle->file);
  physicalBytes_ -= handle->size;
  allocations_.erase(handle);
}

hipError_t Registry::release(Handle* handle) {
  std::lock_guard lock(mutex_);
  if (!held(handle)) return hipErrorInvalidValue;
  --handle->holds;
  freeIfUnused(handle);
  return hipSuccess;
}

hipError_t Registry::retain(Handle** handle, void* pointer) {
  std::lock_guard lock(mutex_);
  auto* mapping = mappingAt(address(pointer));
  if (!mapping) return hipErrorInvalidValue;
  ++mapping->second.allocation->holds;
  *handle = mapping->second.allocation;
  return hipSuccess;
}

Reservation* Registry::reservationOf(std::uintptr_t start, std::size_t size) {
  auto found = reservations_.upper_bound(start);
  if (found == reservations_.begin()) return nullptr;
  --found;
  std::uintptr_t offset = start - found->first;
  if (offset >= found->second.size || size > found->second.size - offset) return nullptr;
  return &found->second;
}

std::pair<const std::uintptr_t, Mapping>* Registry::mappingAt(std::uintptr_t start) {
  Reservation* reservation = reservationOf(start, 1);
  if (!reservation) return nullptr;
  auto found = reservation->mappings.upper_bound(start);
  if (found == reservation->mappings.begin()) return nullptr;
  --found;
  if (start - found->first >= found->second.size) return nullptr;
  return &*found;
}

std::vector<std::map<std::uintptr_t, Mapping>::iterator> Registry::wholeMappings(Reservation& reservation,
                                                                                std::uintptr_t start,
                                                                                std::size_t size) {
  std::vector<std::map<std::uintptr_t, Mapping>::iterator> covering;
  std::uintptr_t next = start;
  for (auto it = reservation.mappings.find(start); it != reservation.mappings.end() && it->first == next &&
                                                  next - start < size;
       ++it) {
    covering.push_back(it);
    next += it->second.size;
  }
  if (next - start != size) covering.clear();
  return covering;
}

hipError_t Registry::map(void* pointer, std::size_t size, Handle* handle) {
  std::uintptr_t start = address(pointer);
  if (start % granularity() || size % granularity()) return hipErrorInvalidValue;
  std::lock_guard lock(mutex_);
  if (!held(handle) || size > handle->size) return hipErrorInvalidValue;
  Reservation* reservation = reservationOf(start, size);
  if (!reservation) return hipErrorInvalidValue;
  // No mapping may overlap [start, start + size).
  auto after = reservation->mappings.lower_bound(start);
  if (after != reservation->mappings.end() && after->first < start + size) return hipErrorInvalidValue;
  if (after != reservation->mappings.begin() && std::prev(after)->first + std::prev(after)->second.size > start)
    return hipErrorInvalidValue;
  if (mmap(pointer, size, PROT_NONE, MAP_SHARED | MAP_FIXED, handle->file, 0) == MAP_FAILED)
    return hipErrorOutOfMemory;
  ++handle->mappings;
  Mapping& mapping = reservation->mappings[start];
  mapping.size = size;
  mapping.allocation = handle;
  mapping.access.assign(std::size_t(Runtime::get().deviceCount()), hipMemAccessFlagsProtNone);
  return hipSuccess;
}

void Registry::removeMapping(Reservation& reservation, std::map<std::uintptr_t, Mapping>::iterator mapping) {
  reserveAddresses(pointerAt(mapping->first), mapping->second.size, MAP_FIXED);
  Handle* allocation = mapping->second.allocation;
  reservation.mappings.erase(mapping);
  --allocation->mappings;
  freeIfUnused(allocation);
}

hipError_t Registry::unmap(void* pointer, std::size_t size) {
  synchronizeAll();  // kernels may still be using the mappings
  std::lock_guard lock(mutex_);
  Reservation* reservation = reservationOf(address(pointer), size);
  if (!reservation) return hipErrorInvalidValue;
  auto covering = wholeMappings(*reservation, address(pointer), size);
  if (covering.empty()) return hipErrorInvalidValue;
  for (auto mapping : covering) removeMapping(*reservation, mapping);
  registerAccessible(*reservation);
  return hipSuccess;
}

// gcnjit's address ranges do not tell reads from writes, so read-only access
// is read-write: kernels and copies could write it.
hipError_t Registry::setAccess(void* pointer, std::size_t size, std::span<const hipMemAccessDesc> access) {
  std::lock_guard lock(mutex_);
  Reservation* reservation = reservationOf(address(pointer), size);
  if (!reservation) return hipErrorInvalidValue;
  auto covering = wholeMappings(*reservation, address(pointer), size);
  if (covering.empty()) return hipErrorInvalidValue;
  for (auto mapping : covering) {
    for (const hipMemAccessDesc& entry : access) mapping->second.access[std::size_t(entry.location.id)] = entry.flags;
    int protection = mapping->second.accessible() ? PROT_READ | PROT_WRITE : PROT_NONE;
    if (mprotect(pointerAt(mapping->first), mapping->second.size, protection) != 0) return hipErrorOutOfMemory;
  }
  registerAccessible(*reservation);
  return hipSuccess;
}

hipError_t Registry::access(void* pointer, int device, unsigned long long* flags) {
  std::lock_guard lock(mutex_);
  auto* mapping = mappingAt(address(pointer));
  if (!mapping) return hipErrorInvalidValue;
  *flags = mapping->second.access[std::size_t(device)];
  return hipSuccess;
}

void Registry::registerAccessible(Reservation& reservation) {
  // The devices share their address ranges: registering with device 0
  // registers with all.
  runtime::Device& device = Runtime::get().device(0);
  std::vector<std::uintptr_t> registered;
  for (auto it = reservation.mappings.begin(); it != reservation.mappings.end();) {
    if (!it->second.accessible()) {
      ++it;
      continue;
    }
    std::uintptr_t start = it->first, end = start;
    for (; it != reservation.mappings.end() && it->first == end && it->second.accessible(); ++it)
      end += it->second.size;
    device.registerHostMemory(pointerAt(start), end - start, "virtual memory mapping");
    registered.push_back(start);
  }
  for (std::uintptr_t start : reservation.registered)
    if (std::find(registered.begin(), registered.end(), start) == registered.end())
      device.unregisterHostMemory(pointerAt(start));
  reservation.registered = std::move(registered);
}

}  // namespace

std::size_t granularity() { return std::size_t(sysconf(_SC_PAGESIZE)); }

hipError_t reserve(void** pointer, std::size_t size, std::size_t alignment, void* address) {
  return registry().reserve(pointer, size, alignment, address);
}

hipError_t freeReservation(void* pointer, std::size_t size) { return registry().freeReservation(pointer, size); }

hipError_t create(hipMemGenericAllocationHandle_t* handle, std::size_t size, const hipMemAllocationProp& properties) {
  return registry().create(handle, size, properties);
}

std::size_t physicalBytes() { return registry().physicalBytes(); }

bool inaccessible(const void* pointer, std::size_t bytes) { return registry().inaccessible(address(pointer), bytes); }

hipError_t properties(hipMemGenericAllocationHandle_t handle, hipMemAllocationProp* properties) {
  return registry().properties(handle, properties);
}

hipError_t release(hipMemGenericAllocationHandle_t handle) { return registry().release(handle); }

hipError_t retain(hipMemGenericAllocationHandle_t* handle, void* address) {
  return registry().retain(handle, address);
}

hipError_t map(void* pointer, std::size_t size, hipMemGenericAllocationHandle_t handle) {
  return registry().map(pointer, size, handle);
}

hipError_t unmap(void* pointer, std::size_t size) { return registry().unmap(pointer, size); }

hipError_t setAccess(void* pointer, std::size_t size, std::span<const hipMemAccessDesc> access) {
  return registry().setAccess(pointer, size, access);
}

hipError_t access(void* pointer, int device, unsigned long long* flags) {
  return registry().access(pointer, device, flags);
}

}  // namespace gcnjit::hip::vmm

#include "hip/managed_advice.h"

#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

#include "hip/runtime.h"

namespace gcnjit::hip {
namespace {

constexpr std::size_t kPageBytes = 4096;
// AccessedBy as a bit set: bit d for device d, kCpuBit for the host.
constexpr unsigned kCpuBit = 63;

struct PageAdvice {
  bool readMostly = false;
  bool coarseGrain = false;
  int preferredLocation = hipInvalidDeviceId;
  int lastPrefetchLocation = hipInvalidDeviceId;
  std::uint64_t accessedBy = 0;
};

struct AdviceTable {
  std::mutex mutex;
  // Managed allocation base -> one entry per page, made on first advice.
  std::map<std::uintptr_t, std::vector<PageAdvice>> pages;
};

AdviceTable& table() {
  static AdviceTable* advice = new AdviceTable();  // never destroyed, as Runtime
  return *advice;
}

std::uint64_t locationBit(int device) { return std::uint64_t(1) << (device == hipCpuDeviceId ? kCpuBit : device); }

// The managed allocation holding [pointer, pointer + count) and the pages
// the range covers; false if there is none.
struct PageRange {
  std::uintptr_t base = 0;
  std::size_t allocationPages = 0;
  std::size_t first = 0, end = 0;
};
bool managedPages(const void* pointer, std::size_t count, PageRange& range) {
  auto found = Runtime::get().findAllocation(pointer);
  if (!pointer || !count || !found || found->second.kind != MemoryKind::Managed) return false;
  range.base = reinterpret_cast<std::uintptr_t>(found->first);
  std::size_t offset = reinterpret_cast<std::uintptr_t>(pointer) - range.base;
  if (count > found->second.size - offset) return false;
  range.allocationPages = (found->second.size + kPageBytes - 1) / kPageBytes;
  range.first = offset / kPageBytes;
  range.end = (offset + count + kPageBytes - 1) / kPageBytes;
  return true;
}

bool validLocation(int device) { return device == hipCpuDeviceId || (device >= 0 && device < Runtime::get().deviceCount()); }

// Applies `change` to every page of the range, making the pages' entries
// if they do not exist yet. Caller holds the table's mutex.
template <class Change>
void changePages(const PageRange& range, Change change) {
  std::vector<PageAdvice>& pages = table().pages[range.base];
  pages.resize(range.allocationPages);
  for (std::size_t page = range.first; page < range.end; ++page) change(pages[page]);
}

// The pages of the range as they are now (defaults where none was advised).
std::vector<PageAdvice> readPages(const PageRange& range) {
  std::lock_guard lock(table().mutex);
  auto found = table().pages.find(range.base);
  if (found == table().pages.end()) return std::vector<PageAdvice>(range.end - range.first);
  return {found->second.begin() + std::ptrdiff_t(range.first), found->second.begin() + std::ptrdiff_t(range.end)};
}

// A location the whole range agrees on, else hipInvalidDeviceId.
template <class Field>
int commonLocation(const std::vector<PageAdvice>& pages, Field field) {
  int location = pages.front().*field;
  for (const PageAdvice& page : pages)
    if (page.*field != location) return hipInvalidDeviceId;
  return location;
}

}  // namespace

hipError_t adviseManaged(const void* pointer, std::size_t count, hipMemoryAdvise advice, int device) {
  PageRange range;
  if (!validLocation(device) || !managedPages(pointer, count, range)) return hipErrorInvalidValue;
  std::lock_guard lock(table().mutex);
  switch (advice) {
    case hipMemAdviseSetReadMostly: changePages(range, [](PageAdvice& p) { p.readMostly = true; }); break;
    case hipMemAdviseUnsetReadMostly: changePages(range, [](PageAdvice& p) { p.readMostly = false; }); break;
    case hipMemAdviseSetPreferredLocation:
      changePages(range, [=](PageAdvice& p) { p.preferredLocation = device; });
      break;
    case hipMemAdviseUnsetPreferredLocation:
      changePages(range, [](PageAdvice& p) { p.preferredLocation = hipInvalidDeviceId; });
      break;
    case hipMemAdviseSetAccessedBy: changePages(range, [=](PageAdvice& p) { p.accessedBy |= locationBit(device); }); break;
    case hipMemAdviseUnsetAccessedBy:
      changePages(range, [=](PageAdvice& p) { p.accessedBy &= ~locationBit(device); });
      break;
    case hipMemAdviseSetCoarseGrain: changePages(range, [](PageAdvice& p) { p.coarseGrain = true; }); break;
    case hipMemAdviseUnsetCoarseGrain: changePages(range, [](PageAdvice& p) { p.coarseGrain = false; }); break;
    default: return hipErrorInvalidValue;
  }
  return hipSuccess;
}

void recordPrefetch(const void* pointer, std::size_t count, int device) {
  PageRange range;
  if (!managedPages(pointer, count, range)) return;
  std::lock_guard lock(table().mutex);
  changePages(range, [=](PageAdvice& p) { p.lastPrefetchLocation = device; });
}

hipError_t managedRangeAttribute(void* data, std::size_t dataSize, hipMemRangeAttribute attribute,
                                 const void* pointer, std::size_t count) {
  PageRange range;
  if (!data || !dataSize || !managedPages(pointer, count, range)) return hipErrorInvalidValue;
  std::vector<PageAdvice> pages = readPages(range);
  auto answer = [&](int value) {
    if (dataSize != sizeof(int)) return hipErrorInvalidValue;
    std::memcpy(data, &value, sizeof value);
    return hipSuccess;
  };
  switch (attribute) {
    case hipMemRangeAttributeReadMostly: {
      bool all = true;
      for (const PageAdvice& page : pages) all = all && page.readMostly;
      return answer(all);
    }
    case hipMemRangeAttributePreferredLocation: return answer(commonLocation(pages, &PageAdvice::preferredLocation));
    case hipMemRangeAttributeLastPrefetchLocation:
      return answer(commonLocation(pages, &PageAdvice::lastPrefetchLocation));
    case hipMemRangeAttributeCoherencyMode: {
      int coarse = 0;
      for (const PageAdvice& page : pages) coarse += page.coarseGrain;
      return answer(coarse == 0                  ? hipMemRangeCoherencyModeFineGrain
                    : std::size_t(coarse) == pages.size() ? hipMemRangeCoherencyModeCoarseGrain
                                                          : hipMemRangeCoherencyModeIndeterminate);
    }
    case hipMemRangeAttributeAccessedBy: {
      if (dataSize % sizeof(int)) return hipErrorInvalidValue;
      std::uint64_t common = ~std::uint64_t(0);
      for (const PageAdvice& page : pages) common &= page.accessedBy;
      // Devices in order, then the host, as AMD lists its agents.
      std::vector<int> devices;
      for (int device = 0; device < Runtime::get().deviceCount(); ++device)
        if (common & locationBit(device)) devices.push_back(device);
      if (common & locationBit(hipCpuDeviceId)) devices.push_back(hipCpuDeviceId);
      int* out = static_cast<int*>(data);
      for (std::size_t i = 0; i < dataSize / sizeof(int); ++i)
        out[i] = i < devices.size() ? devices[i] : hipInvalidDeviceId;
      return hipSuccess;
    }
  }
  return hipErrorInvalidValue;
}

void forgetManagedAdvice(const void* base) {
  std::lock_guard lock(table().mutex);
  table().pages.erase(reinterpret_cast<std::uintptr_t>(base));
}

}  // namespace gcnjit::hip

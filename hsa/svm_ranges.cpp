#include "hsa/svm_ranges.h"

#include <sys/mman.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "hsa/runtime.h"

namespace gcnjit::hsa {
namespace {

constexpr std::uint64_t kPage = SvmRanges::kPage;

// Access strength, for the weakest over a range.
int accessRank(std::uint64_t access) {
  switch (access) {
    case HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE: return 2;
    case HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE: return 1;
    default: return 0;
  }
}

bool gpuAccessible(const SvmAttributes& a) { return accessRank(a.gpuAccess) > 0; }

// The whole pages of [pointer, pointer + size), or false for a null pointer,
// an empty size or a range past the end of the address space.
bool pageSpan(void* pointer, std::size_t size, std::uint64_t& start, std::uint64_t& end) {
  auto address = reinterpret_cast<std::uint64_t>(pointer);
  if (!pointer || size == 0 || address + size < address || address + size > UINT64_MAX - kPage) return false;
  start = address & ~(kPage - 1);
  end = (address + size + kPage - 1) & ~(kPage - 1);
  return true;
}

// Whether every page of [start, end) is mapped in the process (msync fails
// with ENOMEM otherwise), as ROCm's driver requires of an SVM range.
bool mapped(std::uint64_t start, std::uint64_t end) {
  return msync(reinterpret_cast<void*>(start), end - start, MS_ASYNC) == 0;
}

// An agent handle of the runtime's, or 0 as "none" where `noneAllowed`.
bool validAgent(std::uint64_t handle, bool noneAllowed) {
  if (handle == 0) return noneAllowed;
  return Runtime::get().agent(hsa_agent_t{handle}) != nullptr;
}

// Appends the unmapped parts of [start, end) to `out`, halving the range
// until each part is wholly mapped or unmapped.
void findUnmapped(std::uint64_t start, std::uint64_t end, std::vector<std::pair<std::uint64_t, std::uint64_t>>& out) {
  if (mapped(start, end)) return;
  if (end - start == kPage) {
    if (!out.empty() && out.back().second == start) {
      out.back().second = end;
    } else {
      out.emplace_back(start, end);
    }
    return;
  }
  std::uint64_t middle = start + (end - start) / kPage / 2 * kPage;
  findUnmapped(start, middle, out);
  findUnmapped(middle, end, out);
}

}  // namespace

SvmRanges& svmRanges() {
  static SvmRanges* ranges = new SvmRanges();  // never destroyed, as the runtime is not
  return *ranges;
}

void SvmRanges::forgetUnmapped() {
  std::lock_guard lock(mutex_);
  std::vector<std::pair<std::uint64_t, std::uint64_t>> unmapped;
  for (const auto& [start, end] : registered_) findUnmapped(start, end, unmapped);
  for (const auto& [start, end] : unmapped) {
    update(start, end, [](SvmAttributes& a) { a = SvmAttributes{}; });
    syncDeviceRanges(start, end);
  }
}

void SvmRanges::splitAt(std::uint64_t at) {
  auto it = runs_.upper_bound(at);
  if (it == runs_.begin()) return;
  --it;
  if (it->first < at && it->second.end > at) {
    runs_.emplace(at, Run{it->second.end, it->second.attributes});
    it->second.end = at;
  }
}

template <typename Change>
void SvmRanges::update(std::uint64_t start, std::uint64_t end, Change change) {
  splitAt(start);
  splitAt(end);
  std::uint64_t cursor = start;
  auto it = runs_.lower_bound(start);
  while (cursor < end) {
    if (it != runs_.end() && it->first == cursor) {
      change(it->second.attributes);
      cursor = it->second.end;
      ++it;
      continue;
    }
    std::uint64_t gapEnd = it != runs_.end() && it->first < end ? it->first : end;
    auto gap = runs_.emplace(cursor, Run{gapEnd, SvmAttributes{}}).first;
    change(gap->second.attributes);
    cursor = gapEnd;
  }
  // Default runs go; equal neighbours become one run.
  it = runs_.lower_bound(start);
  if (it != runs_.begin()) --it;
  while (it != runs_.end() && it->first <= end) {
    if (it->second.attributes == SvmAttributes{}) {
      it = runs_.erase(it);
      continue;
    }
    auto next = std::next(it);
    if (next != runs_.end() && next->first == it->second.end && next->second.attributes == it->second.attributes) {
      it->second.end = next->second.end;
      runs_.erase(next);
      continue;
    }
    it = next;
  }
}

template <typename Visit>
void SvmRanges::forEach(std::uint64_t start, std::uint64_t end, Visit visit) const {
  std::uint64_t cursor = start;
  auto it = runs_.upper_bound(start);
  if (it != runs_.begin() && std::prev(it)->second.end > start) --it;
  while (cursor < end) {
    if (it != runs_.end() && it->first <= cursor) {
      visit(it->second.attributes);
      cursor = it->second.end;
      ++it;
    } else {
      visit(SvmAttributes{});
      cursor = it != runs_.end() ? std::min(end, it->first) : end;
    }
  }
}

void SvmRanges::syncDeviceRanges(std::uint64_t start, std::uint64_t end) {
  runtime::Device& device = Runtime::get().device();
  // Every registered span touching [start, end] goes, widening the window
  // to it: the spans are rebuilt from the runs below.
  std::uint64_t low = start, high = end;
  auto it = registered_.upper_bound(end);
  while (it != registered_.begin()) {
    --it;
    if (it->second < start) break;
    low = std::min(low, it->first);
    high = std::max(high, it->second);
    device.unregisterHostMemory(reinterpret_cast<void*>(it->first));
    it = registered_.erase(it);
  }
  std::uint64_t spanStart = 0, spanEnd = 0;
  auto flush = [&] {
    if (spanEnd > spanStart) {
      registered_[spanStart] = spanEnd;
      device.registerHostMemory(reinterpret_cast<void*>(spanStart), spanEnd - spanStart, "SVM memory");
    }
    spanStart = spanEnd = 0;
  };
  for (auto run = runs_.lower_bound(low); run != runs_.end() && run->first < high; ++run) {
    if (!gpuAccessible(run->second.attributes)) continue;
    if (spanEnd != run->first) flush();
    if (spanEnd == 0) spanStart = run->first;
    spanEnd = run->second.end;
  }
  flush();
}

hsa_status_t SvmRanges::set(void* pointer, std::size_t size, const hsa_amd_svm_attribute_pair_t* list,
                            std::size_t count) {
  std::uint64_t start, end;
  if (!pageSpan(pointer, size, start, end) || (count > 0 && !list)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  const Agent* gpu = &Runtime::get().gpu();
  for (std::size_t i = 0; i < count; ++i) {
    std::uint64_t value = list[i].value;
    switch (list[i].attribute) {
      case HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG:
        if (value != HSA_AMD_SVM_GLOBAL_FLAG_FINE_GRAINED && value != HSA_AMD_SVM_GLOBAL_FLAG_COARSE_GRAINED) {
          return HSA_STATUS_ERROR_INVALID_ARGUMENT;
        }
        break;
      case HSA_AMD_SVM_ATTRIB_READ_ONLY:
      case HSA_AMD_SVM_ATTRIB_HIVE_LOCAL:
      case HSA_AMD_SVM_ATTRIB_READ_MOSTLY:
      case HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY: break;
      case HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION:
        if (!validAgent(value, true)) return HSA_STATUS_ERROR_INVALID_AGENT;
        break;
      case HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE:
      case HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE:
      case HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS:
        if (!validAgent(value, false)) return HSA_STATUS_ERROR_INVALID_AGENT;
        break;
      default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;  // the query-only ones and unknown ones
    }
  }
  // The runtime's own allocations and locked memory are no SVM.
  if (!mapped(start, end) || Runtime::get().ownsAnyOf(start, end)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  std::lock_guard lock(mutex_);
  update(start, end, [&](SvmAttributes& a) {
    for (std::size_t i = 0; i < count; ++i) {
      std::uint64_t value = list[i].value;
      switch (list[i].attribute) {
        case HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG: a.globalFlag = value; break;
        case HSA_AMD_SVM_ATTRIB_READ_ONLY: a.readOnly = value != 0; break;
        case HSA_AMD_SVM_ATTRIB_HIVE_LOCAL: a.hiveLocal = value != 0; break;
        case HSA_AMD_SVM_ATTRIB_READ_MOSTLY: a.readMostly = value != 0; break;
        case HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY: a.migrationGranularity = value; break;
        case HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION: a.preferredLocation = value; break;
        default:
          // Access: the host reaches its memory whatever is asked; only
          // the GPU agent's access is recorded.
          if (value == reinterpret_cast<std::uint64_t>(gpu)) a.gpuAccess = list[i].attribute;
      }
    }
  });
  syncDeviceRanges(start, end);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t SvmRanges::get(void* pointer, std::size_t size, hsa_amd_svm_attribute_pair_t* list, std::size_t count) {
  std::uint64_t start, end;
  if (!pageSpan(pointer, size, start, end) || (count > 0 && !list)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (std::size_t i = 0; i < count; ++i) {
    switch (list[i].attribute) {
      case HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG:
      case HSA_AMD_SVM_ATTRIB_READ_ONLY:
      case HSA_AMD_SVM_ATTRIB_HIVE_LOCAL:
      case HSA_AMD_SVM_ATTRIB_READ_MOSTLY:
      case HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY:
      case HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION:
      case HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION: break;
      case HSA_AMD_SVM_ATTRIB_ACCESS_QUERY:
        if (!validAgent(list[i].value, false)) return HSA_STATUS_ERROR_INVALID_AGENT;
        break;
      default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;  // the set-only ones and unknown ones
    }
  }
  if (!mapped(start, end)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  const Agent* gpu = &Runtime::get().gpu();
  std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < count; ++i) {
    hsa_amd_svm_attribute_pair_t& pair = list[i];
    // Flags hold where they hold on every page; a model or location that
    // differs between pages is INDETERMINATE or none; granularity is the finest.
    bool first = true, uniform = true, all = true;
    std::uint64_t common = 0, finest = UINT64_MAX;
    int weakest = 2;
    forEach(start, end, [&](const SvmAttributes& a) {
      std::uint64_t v = 0;
      switch (pair.attribute) {
        case HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG: v = a.globalFlag; break;
        case HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION: v = a.preferredLocation; break;
        case HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION: v = a.prefetchLocation; break;
        case HSA_AMD_SVM_ATTRIB_READ_ONLY: all = all && a.readOnly; break;
        case HSA_AMD_SVM_ATTRIB_HIVE_LOCAL: all = all && a.hiveLocal; break;
        case HSA_AMD_SVM_ATTRIB_READ_MOSTLY: all = all && a.readMostly; break;
        case HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY: finest = std::min(finest, a.migrationGranularity); break;
        case HSA_AMD_SVM_ATTRIB_ACCESS_QUERY: weakest = std::min(weakest, accessRank(a.gpuAccess)); break;
      }
      if (!first && v != common) uniform = false;
      common = v;
      first = false;
    });
    switch (pair.attribute) {
      case HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG: pair.value = uniform ? common : std::uint64_t(HSA_AMD_SVM_GLOBAL_FLAG_INDETERMINATE); break;
      case HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION:
      case HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION: pair.value = uniform ? common : 0; break;
      case HSA_AMD_SVM_ATTRIB_READ_ONLY:
      case HSA_AMD_SVM_ATTRIB_HIVE_LOCAL:
      case HSA_AMD_SVM_ATTRIB_READ_MOSTLY: pair.value = all; break;
      case HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY: pair.value = finest; break;
      case HSA_AMD_SVM_ATTRIB_ACCESS_QUERY:
        // The host reaches its own memory in place; the GPU as recorded.
        if (pair.value != reinterpret_cast<std::uint64_t>(gpu)) weakest = 2;
        pair.attribute = weakest == 2   ? HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE
                         : weakest == 1 ? HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE
                                        : HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS;
        break;
    }
  }
  return HSA_STATUS_SUCCESS;
}

void SvmRanges::setPrefetchLocation(void* pointer, std::size_t size, std::uint64_t agent) {
  std::uint64_t start, end;
  if (!pageSpan(pointer, size, start, end)) return;
  std::lock_guard lock(mutex_);
  update(start, end, [&](SvmAttributes& a) { a.prefetchLocation = agent; });
}

}  // namespace gcnjit::hsa

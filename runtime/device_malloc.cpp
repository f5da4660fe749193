#include "runtime/device_malloc.h"

#include "runtime/address_ranges.h"
#include "runtime/host_pages.h"

namespace gcnjit::runtime {
namespace {

constexpr std::uint64_t kPageBytes = 4096;
// More than any heap asks for at once; a larger size is a corrupt request.
constexpr std::uint64_t kMaxRequestBytes = std::uint64_t(1) << 40;

}  // namespace

DeviceMallocService::~DeviceMallocService() {
  for (const auto& [address, bytes] : mapped_) {
    ranges_.remove(reinterpret_cast<void*>(address));
    unmapPages(reinterpret_cast<void*>(address), bytes);
  }
}

std::uint64_t DeviceMallocService::handle(std::uint64_t address, std::uint64_t size) {
  std::lock_guard lock(mutex_);
  if (size == 0) {
    auto found = mapped_.find(address);
    if (found == mapped_.end()) return 0;
    ranges_.remove(reinterpret_cast<void*>(address));
    unmapPages(reinterpret_cast<void*>(address), found->second);
    mapped_.erase(found);
    return 0;
  }
  if (size > kMaxRequestBytes) return 0;
  std::size_t bytes = std::size_t((size + kPageBytes - 1) / kPageBytes * kPageBytes);
  void* memory = mapZeroedPages(bytes);  // 2 MiB aligned
  if (!memory) return 0;
  ranges_.add(memory, bytes, "device malloc", std::size_t(size));
  mapped_.emplace(reinterpret_cast<std::uint64_t>(memory), bytes);
  return reinterpret_cast<std::uint64_t>(memory);
}

}  // namespace gcnjit::runtime

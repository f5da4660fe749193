#include "runtime/address_ranges.h"

#include <mutex>

namespace gcnjit::runtime {

void AddressRanges::add(const void* base, std::size_t size, std::string what) {
  std::unique_lock lock(mutex_);
  ranges_[reinterpret_cast<std::uint64_t>(base)] = {size, std::move(what)};
}

void AddressRanges::remove(const void* base) {
  std::unique_lock lock(mutex_);
  ranges_.erase(reinterpret_cast<std::uint64_t>(base));
}

bool AddressRanges::contains(std::uint64_t address, std::size_t size) const {
  std::shared_lock lock(mutex_);
  auto it = ranges_.upper_bound(address);
  if (it == ranges_.begin()) return false;
  --it;
  std::uint64_t offset = address - it->first;
  return offset <= it->second.size && size <= it->second.size - offset;
}

std::optional<std::pair<std::uint64_t, AddressRanges::Range>> AddressRanges::nearest(std::uint64_t address) const {
  std::shared_lock lock(mutex_);
  auto it = ranges_.upper_bound(address);
  if (it == ranges_.begin()) return std::nullopt;
  --it;
  return *it;
}

}  // namespace gcnjit::runtime

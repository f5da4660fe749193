#include "runtime/address_ranges.h"

#include <mutex>

namespace gcnjit::runtime {

std::uint64_t AddressRanges::nextGeneration() {
  static std::atomic<std::uint64_t> counter{0};
  return counter.fetch_add(1, std::memory_order_relaxed) + 1;
}

void AddressRanges::add(const void* base, std::size_t size, std::string what) {
  std::unique_lock lock(mutex_);
  ranges_[reinterpret_cast<std::uint64_t>(base)] = {size, std::move(what)};
  generation_.store(nextGeneration(), std::memory_order_release);
}

void AddressRanges::remove(const void* base) {
  std::unique_lock lock(mutex_);
  ranges_.erase(reinterpret_cast<std::uint64_t>(base));
  generation_.store(nextGeneration(), std::memory_order_release);
}

bool AddressRanges::contains(std::uint64_t address, std::size_t size) const {
  return containing(address, size).has_value();
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> AddressRanges::containing(std::uint64_t address,
                                                                                 std::size_t size) const {
  std::shared_lock lock(mutex_);
  auto it = ranges_.upper_bound(address);
  if (it == ranges_.begin()) return std::nullopt;
  --it;
  std::uint64_t offset = address - it->first;
  if (offset > it->second.size || size > it->second.size - offset) return std::nullopt;
  return std::pair{it->first, it->first + it->second.size};
}

std::optional<std::pair<std::uint64_t, AddressRanges::Range>> AddressRanges::nearest(std::uint64_t address) const {
  std::shared_lock lock(mutex_);
  auto it = ranges_.upper_bound(address);
  if (it == ranges_.begin()) return std::nullopt;
  --it;
  return *it;
}

}  // namespace gcnjit::runtime

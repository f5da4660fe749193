#include "runtime/address_ranges.h"

#include <cstdio>
#include <mutex>

namespace gcnjit::runtime {

std::uint64_t AddressRanges::nextGeneration() {
  static std::atomic<std::uint64_t> counter{0};
  return counter.fetch_add(1, std::memory_order_relaxed) + 1;
}

void AddressRanges::add(const void* base, std::size_t size, std::string what, std::size_t requested) {
  if (requested == ~std::size_t(0)) requested = size;
  std::unique_lock lock(mutex_);
  ranges_[reinterpret_cast<std::uint64_t>(base)] = {size, std::move(what), requested};
  generation_.store(nextGeneration(), std::memory_order_release);
}

void AddressRanges::remove(const void* base) {
  std::unique_lock lock(mutex_);
  ranges_.erase(reinterpret_cast<std::uint64_t>(base));
  generation_.store(nextGeneration(), std::memory_order_release);
}

void AddressRanges::addInaccessible(const void* base, std::size_t size, std::string what) {
  std::unique_lock lock(mutex_);
  inaccessible_[reinterpret_cast<std::uint64_t>(base)] = {size, std::move(what), size};
}

void AddressRanges::removeInaccessible(const void* base) {
  std::unique_lock lock(mutex_);
  inaccessible_.erase(reinterpret_cast<std::uint64_t>(base));
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

namespace {

// "1024-byte allocation at 0x7f0000001000", or for a page-rounded one
// "8-byte allocation at 0x7f0000001000 (4096 bytes mapped)".
std::string rangeName(std::uint64_t base, const AddressRanges::Range& range) {
  char text[96];
  std::snprintf(text, sizeof text, "-byte %s at 0x%llx", range.what.c_str(), static_cast<unsigned long long>(base));
  std::string name = std::to_string(range.requested) + text;
  if (range.requested != range.size) name += " (" + std::to_string(range.size) + " bytes mapped)";
  return name;
}

}  // namespace

std::string AddressRanges::describeMiss(std::uint64_t address) const {
  std::shared_lock lock(mutex_);
  std::string nearest = describeNearest(address);
  auto space = inaccessible_.upper_bound(address);
  if (space != inaccessible_.begin() && address - std::prev(space)->first < std::prev(space)->second.size) {
    --space;
    std::string inside = "in the " + rangeName(space->first, space->second) + ", where kernels have no access";
    return nearest.empty() ? inside : inside + " (" + nearest + ")";
  }
  return nearest.empty() ? "not within 1 MiB of any device memory" : nearest;
}

std::string AddressRanges::describeNearest(std::uint64_t address) const {
  // Beyond this distance from every range, naming one would mislead.
  constexpr std::uint64_t kNear = 1ull << 20;
  auto above = ranges_.upper_bound(address);
  std::uint64_t pastBelow = ~0ull, beforeAbove = ~0ull;
  auto below = above;
  if (below != ranges_.begin()) {
    --below;
    std::uint64_t end = below->first + below->second.size;
    if (address < end) return "crosses the end of the " + rangeName(below->first, below->second);
    pastBelow = address - end;
  }
  if (above != ranges_.end()) beforeAbove = above->first - address;
  if (std::min(pastBelow, beforeAbove) >= kNear) return "";
  if (pastBelow <= beforeAbove) {
    return std::to_string(pastBelow) + " bytes past the end of the " + rangeName(below->first, below->second);
  }
  return std::to_string(beforeAbove) + " bytes before the " + rangeName(above->first, above->second);
}

}  // namespace gcnjit::runtime

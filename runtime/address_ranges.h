// The host memory a kernel may reach with global/flat/constant addresses:
// device allocations, loaded code-object segments, kernarg segments, HSA
// packets and scratch. The workgroup's memory checks every access against
// it, so a wrong kernel address is a fault report, never a host crash.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <shared_mutex>
#include <string>

namespace gcnjit::runtime {

class AddressRanges {
 public:
  struct Range {
    std::uint64_t size;       // bytes a kernel may access
    std::string what;         // for fault reports: "allocation", "kernarg segment"...
    std::uint64_t requested;  // what the caller asked for (size rounds it up to pages)
  };

  // Registers [base, base + size); `requested` (default: size) is what
  // reports name when size is a rounded-up mapping of it.
  void add(const void* base, std::size_t size, std::string what, std::size_t requested = ~std::size_t(0));
  void remove(const void* base);
  // Address space kernels may not access that fault reports still name
  // (HIP's virtual memory reservations: nothing there is accessible until
  // it is mapped with access and added as a range). Changes nothing that
  // contains() allows.
  void addInaccessible(const void* base, std::size_t size, std::string what);
  void removeInaccessible(const void* base);
  // Whether [address, address + size) lies inside one registered range.
  bool contains(std::uint64_t address, std::size_t size) const;
  // The bounds [first, second) of the range holding all of
  // [address, address + size), if one does.
  std::optional<std::pair<std::uint64_t, std::uint64_t>> containing(std::uint64_t address, std::size_t size) const;
  // Changes whenever a range is added or removed, to a value no other
  // AddressRanges has had (caches of ranges compare it).
  std::uint64_t generation() const { return generation_.load(std::memory_order_acquire); }
  // The range starting at or below `address`, for reports.
  std::optional<std::pair<std::uint64_t, Range>> nearest(std::uint64_t address) const;
  // For a fault report on an access at `address` that lies in no one range:
  // where it is relative to the closest range, e.g. "12 bytes past the end
  // of the 1024-byte allocation at 0x7f0000001000", and the inaccessible
  // space it lies in, if any.
  std::string describeMiss(std::uint64_t address) const;

 private:
  // describeMiss's position relative to the closest range, under the
  // caller's lock; empty when no range is within 1 MiB.
  std::string describeNearest(std::uint64_t address) const;
  mutable std::shared_mutex mutex_;
  std::atomic<std::uint64_t> generation_{nextGeneration()};
  static std::uint64_t nextGeneration();
  std::map<std::uint64_t, Range> ranges_;
  std::map<std::uint64_t, Range> inaccessible_;
};

}  // namespace gcnjit::runtime

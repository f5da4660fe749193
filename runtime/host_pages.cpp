#include "runtime/host_pages.h"

#include <sys/mman.h>

#include <cstdint>

namespace gcnjit::runtime {
namespace {

constexpr std::size_t kHugePage = kLargeAllocationAlignment;

std::size_t roundUp(std::size_t bytes) { return (bytes + kHugePage - 1) & ~(kHugePage - 1); }

}  // namespace

// Maps one huge page more than needed and trims the ends, so the block
// starts on a 2 MiB boundary.
void* mapZeroedPages(std::size_t bytes) {
  std::size_t length = roundUp(bytes);
  void* mapped = mmap(nullptr, length + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) return nullptr;
  auto start = reinterpret_cast<std::uintptr_t>(mapped);
  std::uintptr_t aligned = (start + kHugePage - 1) & ~std::uintptr_t(kHugePage - 1);
  if (aligned > start) munmap(mapped, aligned - start);
  if (std::uintptr_t end = start + length + kHugePage; end > aligned + length) {
    munmap(reinterpret_cast<void*>(aligned + length), end - (aligned + length));
  }
  madvise(reinterpret_cast<void*>(aligned), length, MADV_HUGEPAGE);  // advice only: may be refused
  return reinterpret_cast<void*>(aligned);
}

void unmapPages(void* pointer, std::size_t bytes) { munmap(pointer, roundUp(bytes)); }

}  // namespace gcnjit::runtime

// Large device allocations straight from the OS, backed by transparent huge
// pages where the kernel allows them (madvise before the first touch): a
// GEMM's column walks and gathers then miss the TLB far less often.
#pragma once

#include <cstddef>

namespace gcnjit::runtime {

// Device allocations of at least this many bytes come from mapZeroedPages.
constexpr std::size_t kLargeAllocationBytes = std::size_t(2) << 20;
// What mapZeroedPages aligns to.
constexpr std::size_t kLargeAllocationAlignment = std::size_t(2) << 20;

// `bytes` of zeroed memory aligned to kLargeAllocationAlignment, or nullptr
// when the OS has none.
void* mapZeroedPages(std::size_t bytes);
// Returns memory from mapZeroedPages(bytes).
void unmapPages(void* pointer, std::size_t bytes);

}  // namespace gcnjit::runtime

#include "runtime/image_memory.h"

#include <sys/mman.h>

#include <new>
#include <string>

#include "runtime/digest.h"

namespace gcnjit::runtime {
namespace {

// 8192 slots of 4 GiB (a code object's largest loaded size) from 32 TiB up:
// above where the heap and executables go, below the mmap area near the top
// of the 47-bit user address space.
constexpr std::uint64_t kSlotBase = 32ull << 40;
constexpr std::uint64_t kSlotBytes = 4ull << 30;
constexpr std::uint64_t kSlots = 8192;
constexpr unsigned kTries = 8;  // slots after the first tried when it is taken (another image there)

// ThreadSanitizer keeps its shadow there and rejects application mappings.
#if defined(__SANITIZE_THREAD__)
constexpr bool kPreferredSlots = false;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
constexpr bool kPreferredSlots = false;
#else
constexpr bool kPreferredSlots = true;
#endif
#else
constexpr bool kPreferredSlots = true;
#endif

std::uint64_t preferredSlot(std::string_view identity) {
  Digest digest;
  digest.add(identity);
  return std::stoull(digest.hex().substr(0, 16), nullptr, 16) % kSlots;
}

}  // namespace

ImageMemory::ImageMemory(std::uint64_t bytes, std::string_view identity) : bytes_(bytes) {
  constexpr int kProtection = PROT_READ | PROT_WRITE;
  constexpr int kFlags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
  std::uint64_t first = preferredSlot(identity);
  for (unsigned i = 0; kPreferredSlots && i < kTries && !data_; ++i) {
    auto* wanted = reinterpret_cast<void*>(kSlotBase + (first + i) % kSlots * kSlotBytes);
#ifdef MAP_FIXED_NOREPLACE
    void* got = ::mmap(wanted, bytes, kProtection, kFlags | MAP_FIXED_NOREPLACE, -1, 0);
#else
    void* got = ::mmap(wanted, bytes, kProtection, kFlags, -1, 0);
#endif
    if (got == MAP_FAILED) continue;
    if (got == wanted) {
      data_ = static_cast<std::uint8_t*>(got);
    } else {
      ::munmap(got, bytes);  // a kernel that took the address as a mere hint and put it elsewhere
    }
  }
  if (!data_) {
    void* got = ::mmap(nullptr, bytes, kProtection, kFlags, -1, 0);
    if (got == MAP_FAILED) throw std::bad_alloc();
    data_ = static_cast<std::uint8_t*>(got);
  }
}

ImageMemory::~ImageMemory() { ::munmap(data_, bytes_); }

}  // namespace gcnjit::runtime

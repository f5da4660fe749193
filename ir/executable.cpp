#include "ir/executable.h"

#include <atomic>

namespace gcnjit::ir {

Executable::Executable() {
  static std::atomic<std::uint64_t> next{1};
  serial_ = next.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace gcnjit::ir

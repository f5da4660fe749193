#include "hsa/signal_memory.h"

#include <mutex>
#include <vector>

#include "hsa/runtime.h"

namespace gcnjit::hsa {
namespace {

constexpr std::size_t kBlockBytes = 64 * 1024;

struct SlotPool {
  std::mutex mutex;
  std::vector<void*> free;  // guarded by mutex
};

SlotPool& pool() {
  static SlotPool* p = new SlotPool();  // outlives static destructors, as the runtime does
  return *p;
}

}  // namespace

void* takeSignalSlot() {
  SlotPool& p = pool();
  std::lock_guard lock(p.mutex);
  if (p.free.empty()) {
    // Device memory is page aligned, so every slot is 64-byte aligned.
    auto* block = static_cast<std::byte*>(Runtime::get().device().allocate(kBlockBytes));
    for (std::size_t offset = kBlockBytes; offset > 0; offset -= kSignalSlotBytes) {
      p.free.push_back(block + offset - kSignalSlotBytes);
    }
  }
  void* slot = p.free.back();
  p.free.pop_back();
  return slot;
}

void giveSignalSlot(void* slot) {
  SlotPool& p = pool();
  std::lock_guard lock(p.mutex);
  p.free.push_back(slot);
}

}  // namespace gcnjit::hsa

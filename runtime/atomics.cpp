#include "runtime/atomics.h"

namespace gcnjit::runtime {
namespace {

template <class T>
std::uint64_t rmw(T* p, ir::AtomicOp op, std::uint64_t data, std::uint64_t compare) {
  T old = __atomic_load_n(p, __ATOMIC_RELAXED);
  for (;;) {
    T desired = T(ir::atomicNewValue(op, sizeof(T), old, data, compare));
    if (desired == old) return old;  // nothing to store (a failed compare, min/max that keep old...)
    if (__atomic_compare_exchange_n(p, &old, desired, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) return old;
  }
}

}  // namespace

std::uint64_t atomicRmw(void* address, ir::AtomicOp op, unsigned size, std::uint64_t data, std::uint64_t compare) {
  if (size == 8) return rmw(static_cast<std::uint64_t*>(address), op, data, compare);
  return rmw(static_cast<std::uint32_t*>(address), op, data, compare);
}

}  // namespace gcnjit::runtime

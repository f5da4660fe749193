// Guest loads and stores of host memory as relaxed host atomics when they are
// 1, 2, 4 or 8 naturally aligned bytes. On the GPU such accesses are
// single-copy atomic, and kernels rely on it (a flag polled by other
// workgroups, a 64-bit atomic store compiled to a plain store), while
// workgroups run on different host threads here: as atomics these races are
// defined C++ and cannot tear (on x86 they are plain moves). Other sizes and
// misaligned accesses are byte copies, as on the GPU they are not atomic.
#pragma once

#include <cstdint>
#include <cstring>

namespace gcnjit::ir {

namespace relaxed_detail {
template <class T>
void load(void* out, const std::uint8_t* from) {
  T value = __atomic_load_n(reinterpret_cast<const T*>(from), __ATOMIC_RELAXED);
  std::memcpy(out, &value, sizeof value);
}
template <class T>
void store(std::uint8_t* to, const void* data) {
  T value;
  std::memcpy(&value, data, sizeof value);
  __atomic_store_n(reinterpret_cast<T*>(to), value, __ATOMIC_RELAXED);
}
}  // namespace relaxed_detail

inline void loadRelaxed(void* out, const std::uint8_t* from, unsigned size) {
  if (reinterpret_cast<std::uintptr_t>(from) % size == 0) {
    switch (size) {
      case 1: return relaxed_detail::load<std::uint8_t>(out, from);
      case 2: return relaxed_detail::load<std::uint16_t>(out, from);
      case 4: return relaxed_detail::load<std::uint32_t>(out, from);
      case 8: return relaxed_detail::load<std::uint64_t>(out, from);
      default: break;
    }
  }
  std::memcpy(out, from, size);
}

inline void storeRelaxed(std::uint8_t* to, const void* data, unsigned size) {
  if (reinterpret_cast<std::uintptr_t>(to) % size == 0) {
    switch (size) {
      case 1: return relaxed_detail::store<std::uint8_t>(to, data);
      case 2: return relaxed_detail::store<std::uint16_t>(to, data);
      case 4: return relaxed_detail::store<std::uint32_t>(to, data);
      case 8: return relaxed_detail::store<std::uint64_t>(to, data);
      default: break;
    }
  }
  std::memcpy(to, data, size);
}

}  // namespace gcnjit::ir

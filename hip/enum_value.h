// The integer a caller passed where the HIP API takes an enum. A C caller
// may pass any int there, and loading a value outside the enum's range as
// the enum type is undefined behaviour (UBSan's -fsanitize=enum reports it),
// so argument checks read the bits instead.
#pragma once

#include <cstring>
#include <type_traits>

namespace gcnjit::hip {

template <class Enum>
int enumValue(const Enum& value) {
  static_assert(std::is_enum_v<Enum> && sizeof(Enum) == sizeof(int));
  int raw;
  std::memcpy(&raw, &value, sizeof raw);
  return raw;
}

}  // namespace gcnjit::hip

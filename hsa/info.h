// Writing an attribute's value where a *_get_info caller asked for it.
#pragma once

#include <hsa/hsa.h>

#include <algorithm>
#include <cstring>
#include <string_view>

namespace gcnjit::hsa {

template <typename T>
hsa_status_t put(void* value, T v) {
  std::memcpy(value, &v, sizeof v);
  return HSA_STATUS_SUCCESS;
}

// A name into a fixed char[size] field, zero-padded (HSA_AGENT_INFO_NAME
// and friends are 64 bytes).
inline hsa_status_t putName(void* value, std::string_view name, std::size_t size = 64) {
  auto* out = static_cast<char*>(value);
  std::memset(out, 0, size);
  std::memcpy(out, name.data(), std::min(name.size(), size - 1));
  return HSA_STATUS_SUCCESS;
}

}  // namespace gcnjit::hsa

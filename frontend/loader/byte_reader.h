// Bounds-checked little-endian reads from untrusted bytes. Every failure is a
// FormatError naming what was being read.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "loader/format_error.h"

namespace gcnjit::loader {

using Bytes = std::span<const uint8_t>;

// True if [offset, offset + size) lies within [0, total), without overflow.
constexpr bool fitsIn(uint64_t offset, uint64_t size, uint64_t total) {
  return offset <= total && size <= total - offset;
}

inline Bytes slice(Bytes data, uint64_t offset, uint64_t size, std::string_view what) {
  if (!fitsIn(offset, size, data.size()))
    throw FormatError(std::string(what) + " lies outside the data (offset " +
                      std::to_string(offset) + ", size " + std::to_string(size) + ", have " +
                      std::to_string(data.size()) + ")");
  return data.subspan(offset, size);
}

template <class T>
T readLE(Bytes data, uint64_t offset, std::string_view what) {
  static_assert(std::is_unsigned_v<T>);
  Bytes b = slice(data, offset, sizeof(T), what);
  T v = 0;
  for (size_t i = 0; i < sizeof(T); ++i) v = T(v | T(b[i]) << (8 * i));
  return v;
}

// NUL-terminated string starting at `offset` (a string table entry).
inline std::string readCString(Bytes data, uint64_t offset, std::string_view what) {
  if (offset >= data.size()) throw FormatError(std::string(what) + ": string offset out of range");
  Bytes rest = data.subspan(offset);
  for (size_t i = 0; i < rest.size(); ++i)
    if (rest[i] == 0) return std::string(reinterpret_cast<const char*>(rest.data()), i);
  throw FormatError(std::string(what) + ": string is not NUL-terminated");
}

}  // namespace gcnjit::loader

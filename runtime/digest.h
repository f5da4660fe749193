// A 128-bit non-cryptographic digest (two independently seeded 64-bit
// multiply-xorshift lanes) for cache keys and entry checksums: fast on
// megabytes of code, and a wrong match needs a 2^-128 accident.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace gcnjit::runtime {

class Digest {
 public:
  void add(std::uint64_t word) {
    a_ = mix(a_ ^ word, 0x9e3779b97f4a7c15ull);
    b_ = mix(b_ + word, 0xc2b2ae3d27d4eb4full);
  }
  void add(const void* data, std::size_t size) {
    const auto* p = static_cast<const std::uint8_t*>(data);
    add(std::uint64_t(size));
    for (; size >= 8; p += 8, size -= 8) {
      std::uint64_t word;
      std::memcpy(&word, p, 8);
      add(word);
    }
    std::uint64_t tail = 0;
    std::memcpy(&tail, p, size);
    add(tail);
  }
  void add(std::string_view text) { add(text.data(), text.size()); }
  // 32 hex digits.
  std::string hex() const {
    static const char kDigits[] = "0123456789abcdef";
    std::string out;
    for (std::uint64_t v : {finish(a_), finish(b_)}) {
      for (int shift = 60; shift >= 0; shift -= 4) out += kDigits[(v >> shift) & 15];
    }
    return out;
  }

 private:
  static std::uint64_t mix(std::uint64_t x, std::uint64_t k) {
    x *= k;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    return x ^ (x >> 32);
  }
  static std::uint64_t finish(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
  }
  std::uint64_t a_ = 0x243f6a8885a308d3ull, b_ = 0x13198a2e03707344ull;
};

}  // namespace gcnjit::runtime

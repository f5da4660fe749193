// Memory that never faults, for running random programs: unwritten bytes read
// as a hash of their location (and of a salt, so that a fuzz input chooses
// the contents), written bytes as written.
#pragma once

#include <cstdint>
#include <map>
#include <tuple>

#include "ir/memory.h"

namespace gcnjit::testing {

// One byte of guest memory; `lane` only counts for private (scratch) memory.
struct Location {
  ir::AddrSpace space;
  std::uint64_t address;
  unsigned lane;
  auto operator<=>(const Location&) const = default;
};

class SparseMemory final : public ir::Memory {
 public:
  explicit SparseMemory(std::uint64_t salt = 0) : salt_(salt) {}

  bool load(ir::AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) override {
    auto* bytes = static_cast<std::uint8_t*>(out);
    for (unsigned i = 0; i < size; ++i) bytes[i] = byteAt(at(space, address + i, lane));
    return true;
  }
  bool store(ir::AddrSpace space, std::uint64_t address, unsigned lane, const void* data, unsigned size) override {
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    for (unsigned i = 0; i < size; ++i) written_[at(space, address + i, lane)] = bytes[i];
    return true;
  }
  bool atomic(ir::AddrSpace space, std::uint64_t address, unsigned lane, ir::AtomicOp op, unsigned size,
              std::uint64_t data, std::uint64_t compare, std::uint64_t* old) override {
    *old = 0;
    load(space, address, lane, old, size);
    std::uint64_t result = ir::atomicNewValue(op, size, *old, data, compare);
    return store(space, address, lane, &result, size);
  }
  const std::map<Location, std::uint8_t>& written() const { return written_; }
  bool operator==(const SparseMemory& other) const { return written_ == other.written_; }

 private:
  static Location at(ir::AddrSpace space, std::uint64_t address, unsigned lane) {
    return {space, address, space == ir::AddrSpace::Private ? lane : 0};
  }
  std::uint8_t byteAt(const Location& l) const {
    auto it = written_.find(l);
    if (it != written_.end()) return it->second;
    std::uint64_t k = l.address * 131 + l.lane * 7 + std::uint64_t(l.space);
    return std::uint8_t(((k ^ salt_) * 0x9E3779B97F4A7C15ull) >> 56);
  }
  std::uint64_t salt_;
  std::map<Location, std::uint8_t> written_;
};

}  // namespace gcnjit::testing

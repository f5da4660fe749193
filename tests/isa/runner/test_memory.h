// The memory the instruction tests run on (tests/isa/README.md "Memory"):
// a global window, one workgroup's LDS and each lane's scratch, reached
// through the apertures the harness gives the wave.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

#include "ir/memory.h"
#include "ir/wave_state.h"

namespace gcnjit::isatest {

// Bytes that start zero without being written (calloc): a megabyte window
// costs page faults only where a run touches it, so each case run gets its
// memory made anew instead of copied from a template.
class ZeroedBytes {
 public:
  explicit ZeroedBytes(std::size_t size) : bytes_(static_cast<std::uint8_t*>(std::calloc(size, 1))), size_(size) {
    if (!bytes_) throw std::bad_alloc();
  }
  std::uint8_t* data() { return bytes_.get(); }
  const std::uint8_t* data() const { return bytes_.get(); }
  std::size_t size() const { return size_; }
  std::uint8_t& operator[](std::size_t i) { return bytes_[i]; }
  std::uint8_t operator[](std::size_t i) const { return bytes_[i]; }

 private:
  struct Free {
    void operator()(std::uint8_t* p) const { std::free(p); }
  };
  std::unique_ptr<std::uint8_t[], Free> bytes_;
  std::size_t size_;
};

class TestMemory final : public ir::Memory {
 public:
  static constexpr std::uint64_t kGlobalBase = 0x1000;
  static constexpr std::uint64_t kGlobalSize = 0x100000;  // 0x1000..0x100fff
  static constexpr std::uint64_t kLdsSize = 64 * 1024;
  static constexpr std::uint64_t kPrivateSize = 16 * 1024;  // per lane
  // High halves of the flat apertures (WaveState::sharedBase/privateBase).
  static constexpr std::uint32_t kSharedAperture = 0x10000;
  static constexpr std::uint32_t kPrivateAperture = 0x20000;

  TestMemory();

  bool load(ir::AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) override;
  bool store(ir::AddrSpace space, std::uint64_t address, unsigned lane, const void* data,
             unsigned size) override;
  bool atomic(ir::AddrSpace space, std::uint64_t address, unsigned lane, ir::AtomicOp op, unsigned size,
              std::uint64_t data, std::uint64_t compare, std::uint64_t* old) override;

  // Global and LDS windows, so JIT code's whole-wave fast paths run in the
  // instruction tests too.
  std::uint8_t* window(ir::AddrSpace space, std::uint64_t address, std::uint64_t bytes) override;
  // LDS only (global addresses here are not host addresses).
  std::optional<std::pair<std::uint64_t, std::uint64_t>> extent(ir::AddrSpace space, std::uint64_t address,
                                                               std::uint64_t bytes) override;
  // Sets the apertures of `wave` to the ones this memory decodes.
  static void setApertures(ir::WaveState& wave);

  ZeroedBytes global, lds, scratch;  // scratch: lane * kPrivateSize + offset

 private:
  // Where an access lands: the bytes, or none when it is outside its space.
  struct Target {
    std::uint8_t* bytes = nullptr;
    bool fault = false;  // outside the global window: the wave faults
  };
  Target resolve(ir::AddrSpace space, std::uint64_t address, unsigned lane, unsigned size);
};

}  // namespace gcnjit::isatest

// ir::Memory for the waves of one workgroup: global and constant accesses are
// host addresses checked against the device's AddressRanges; LDS is the
// workgroup's buffer; private memory is the wave's scratch area, swizzled per
// lane as the private segment buffer describes it (AMDGPUUsage "Private
// Segment Buffer": element size 4, index stride 64); flat addresses route by
// aperture (the high 32 bits equal to kSharedApertureHi or kPrivateApertureHi).
// Faults (Vega ISA "Memory Violations"): global addresses outside device
// memory, private addresses outside the wave's scratch area, misaligned
// atomics, and with checkLds LDS addresses outside the workgroup's allocation.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "ir/memory.h"

namespace gcnjit::runtime {

class AddressRanges;

// Non-canonical x86-64 addresses, so no host pointer falls in an aperture.
inline constexpr std::uint32_t kSharedApertureHi = 0x80000000;
inline constexpr std::uint32_t kPrivateApertureHi = 0x80010000;

// Host address of byte `offset` of `lane`'s private memory in a wave's
// scratch area (dword-interleaved across the 64 lanes).
inline std::uint64_t swizzledScratchOffset(std::uint32_t offset, unsigned lane) {
  return std::uint64_t(offset / 4) * 256 + lane * 4 + offset % 4;
}

class WaveMemory final : public ir::Memory {
 public:
  // `checkLds`: an LDS access outside the workgroup's allocation faults
  // (GCNJIT_CHECK) instead of reading 0 or being dropped as on the GPU.
  WaveMemory(const AddressRanges& ranges, std::span<std::uint8_t> lds, bool checkLds)
      : ranges_(ranges), lds_(lds), checkLds_(checkLds) {}
  // The running wave's scratch area (64 lanes interleaved).
  void setScratch(std::span<std::uint8_t> scratch) { scratch_ = scratch; }

  bool load(ir::AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) override;
  bool store(ir::AddrSpace space, std::uint64_t address, unsigned lane, const void* data, unsigned size) override;
  bool atomic(ir::AddrSpace space, std::uint64_t address, unsigned lane, ir::AtomicOp op, unsigned size,
              std::uint64_t data, std::uint64_t compare, std::uint64_t* old) override;
  std::uint8_t* window(ir::AddrSpace space, std::uint64_t address, std::uint64_t bytes) override;
  std::optional<std::pair<std::uint64_t, std::uint64_t>> extent(ir::AddrSpace space, std::uint64_t address,
                                                               std::uint64_t bytes) override;
  std::uint64_t extentGeneration() const override;
  std::string explainFault(ir::AddrSpace space, std::uint64_t address, unsigned lane, unsigned size) override;

 private:
  enum class Target { Host, Lds, LdsOutOfRange, Fault };
  // Resolves an access to a host pointer; LDS out of range reads 0 and drops
  // writes (Vega ISA "LDS": out-of-range accesses).
  Target resolve(ir::AddrSpace space, std::uint64_t address, unsigned lane, unsigned size, std::uint8_t** host);

  // Whether [address, address + bytes) lies in one registered range; each
  // host thread remembers the last few ranges it found until the ranges
  // change (AddressRanges::generation), so most checks take no lock.
  bool inRanges(std::uint64_t address, std::uint64_t bytes) { return knownRange(address, bytes) != nullptr; }
  struct Known { std::uint64_t lo = 1, hi = 0; };  // empty at first
  const Known* knownRange(std::uint64_t address, std::uint64_t bytes);
  std::string describeGlobalMiss(std::uint64_t address, unsigned lane) const;

  const AddressRanges& ranges_;
  std::span<std::uint8_t> lds_;
  std::span<std::uint8_t> scratch_;
  bool checkLds_;
};

}  // namespace gcnjit::runtime

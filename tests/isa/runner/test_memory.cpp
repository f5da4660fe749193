#include "test_memory.h"

#include <cstring>

namespace gcnjit::isatest {
namespace {

using ir::AddrSpace;
using ir::AtomicOp;

std::uint64_t widthMask(unsigned size) { return size >= 8 ? ~0ull : (1ull << (size * 8)) - 1; }

}  // namespace

TestMemory::TestMemory() : global(kGlobalSize), lds(kLdsSize), scratch(kPrivateSize * ir::kWaveLanes) {}

void TestMemory::setApertures(ir::WaveState& wave) {
  // Each aperture is 4 GiB: base and limit share their high halves.
  wave.sharedBase = wave.sharedLimit = kSharedAperture;
  wave.privateBase = wave.privateLimit = kPrivateAperture;
}

// LDS and scratch accesses outside their range read zero and drop writes
// and atomics (Vega ISA "Memory Error Checking": "writes outside this range
// do not write a value, and reads return zero"); outside the global window
// an access faults. The seed's LDS limit MIN(M0, LDS_SIZE) is not applied:
// gfx9 DS instructions no longer clamp to M0 (LLVM does not set M0 before
// them on gfx9), so the limit is the LDS size alone.
TestMemory::Target TestMemory::resolve(AddrSpace space, std::uint64_t address, unsigned lane, unsigned size) {
  if (space == AddrSpace::Flat) {
    ir::FlatTarget flat = ir::resolveFlat(address, kSharedAperture, kPrivateAperture);
    space = flat.space;
    address = flat.address;
  }
  switch (space) {
    case AddrSpace::Lds:
      if (address + size > kLdsSize) return {};
      return {lds.data() + address, false};
    case AddrSpace::Private:
      if (address + size > kPrivateSize || lane >= ir::kWaveLanes) return {};
      return {scratch.data() + lane * kPrivateSize + address, false};
    default:
      if (address < kGlobalBase || address - kGlobalBase + size > kGlobalSize) return {nullptr, true};
      return {global.data() + (address - kGlobalBase), false};
  }
}

bool TestMemory::load(AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) {
  Target t = resolve(space, address, lane, size);
  if (t.fault) return false;
  if (t.bytes) {
    std::memcpy(out, t.bytes, size);
  } else {
    std::memset(out, 0, size);
  }
  return true;
}

bool TestMemory::store(AddrSpace space, std::uint64_t address, unsigned lane, const void* data, unsigned size) {
  Target t = resolve(space, address, lane, size);
  if (t.fault) return false;
  if (t.bytes) std::memcpy(t.bytes, data, size);
  return true;
}

bool TestMemory::atomic(AddrSpace space, std::uint64_t address, unsigned lane, AtomicOp op, unsigned size,
                        std::uint64_t data, std::uint64_t compare, std::uint64_t* old) {
  Target t = resolve(space, address, lane, size);
  if (t.fault) return false;
  *old = 0;
  if (!t.bytes) return true;
  std::memcpy(old, t.bytes, size);
  std::uint64_t mask = widthMask(size);
  std::uint64_t result = ir::atomicNewValue(op, size, *old, data & mask, compare & mask) & mask;
  std::memcpy(t.bytes, &result, size);
  return true;
}

std::uint8_t* TestMemory::window(ir::AddrSpace space, std::uint64_t address, std::uint64_t bytes) {
  switch (space) {
    case ir::AddrSpace::Global:
    case ir::AddrSpace::Constant:
      if (address < kGlobalBase || address - kGlobalBase > kGlobalSize || bytes > kGlobalSize - (address - kGlobalBase)) {
        return nullptr;
      }
      return global.data() + (address - kGlobalBase);
    case ir::AddrSpace::Lds:
      return address <= kLdsSize && bytes <= kLdsSize - address ? lds.data() + address : nullptr;
    default:
      return nullptr;
  }
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> TestMemory::extent(ir::AddrSpace space, std::uint64_t address,
                                                                         std::uint64_t bytes) {
  if (space != ir::AddrSpace::Lds || address > kLdsSize || bytes > kLdsSize - address) return std::nullopt;
  return std::pair<std::uint64_t, std::uint64_t>{0, kLdsSize};
}

}  // namespace gcnjit::isatest

#include "runtime/wave_memory.h"

#include <array>
#include <cstdio>
#include <cstring>
#include <string>

#include "ir/relaxed_access.h"
#include "ir/type.h"
#include "runtime/address_ranges.h"
#include "runtime/atomics.h"

namespace gcnjit::runtime {

WaveMemory::Target WaveMemory::resolve(ir::AddrSpace space, std::uint64_t address, unsigned lane, unsigned size,
                                       std::uint8_t** host) {
  using ir::AddrSpace;
  if (space == AddrSpace::Flat) {
    ir::FlatTarget flat = ir::resolveFlat(address, kSharedApertureHi, kPrivateApertureHi);
    space = flat.space;
    address = flat.address;
  }
  switch (space) {
    case AddrSpace::Lds:
      if (address + size > lds_.size()) return Target::LdsOutOfRange;
      *host = lds_.data() + address;
      return Target::Lds;
    case AddrSpace::Private: {
      // A dword-or-smaller access stays in one lane's dword column; wider ones
      // are split by the caller into dwords.
      std::uint64_t at = swizzledScratchOffset(std::uint32_t(address), lane);
      if (address > 0xffffffff || at + size > scratch_.size() || (address % 4) + size > 4) return Target::Fault;
      *host = scratch_.data() + at;
      return Target::Host;
    }
    default:
      if (!inRanges(address, size)) return Target::Fault;
      *host = reinterpret_cast<std::uint8_t*>(address);
      return Target::Host;
  }
}

const WaveMemory::Known* WaveMemory::knownRange(std::uint64_t address, std::uint64_t bytes) {
  struct Cache {
    const AddressRanges* owner = nullptr;
    std::uint64_t generation = 0;
    std::array<Known, 4> known;
    unsigned next = 0;
  };
  thread_local Cache cache;
  std::uint64_t generation = ranges_.generation();
  if (cache.owner != &ranges_ || cache.generation != generation) cache = Cache{&ranges_, generation, {}, 0};
  for (const Known& k : cache.known) {
    if (address >= k.lo && address <= k.hi && bytes <= k.hi - address) return &k;
  }
  auto range = ranges_.containing(address, bytes);
  if (!range) return nullptr;
  Known& slot = cache.known[cache.next++ % cache.known.size()];
  slot = {range->first, range->second};
  return &slot;
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> WaveMemory::extent(ir::AddrSpace space, std::uint64_t address,
                                                                         std::uint64_t bytes) {
  if (space == ir::AddrSpace::Lds) {
    if (address > lds_.size() || bytes > lds_.size() - address) return std::nullopt;
    return std::pair<std::uint64_t, std::uint64_t>{0, lds_.size()};
  }
  if (space != ir::AddrSpace::Global && space != ir::AddrSpace::Constant) return std::nullopt;
  const Known* k = knownRange(address, bytes);
  if (!k) return std::nullopt;
  return std::pair{k->lo, k->hi};
}

std::uint64_t WaveMemory::extentGeneration() const { return ranges_.generation(); }

std::uint8_t* WaveMemory::window(ir::AddrSpace space, std::uint64_t address, std::uint64_t bytes) {
  switch (space) {
    case ir::AddrSpace::Lds:
      return address <= lds_.size() && bytes <= lds_.size() - address ? lds_.data() + address : nullptr;
    case ir::AddrSpace::Global:
    case ir::AddrSpace::Constant:
      return inRanges(address, bytes) ? reinterpret_cast<std::uint8_t*>(address) : nullptr;
    default:
      return nullptr;
  }
}

namespace {

// Private accesses wider than a dword cover several lane-interleaved dwords.
bool isWidePrivate(ir::AddrSpace space, std::uint64_t address, unsigned size) {
  if (space == ir::AddrSpace::Flat) space = ir::resolveFlat(address, kSharedApertureHi, kPrivateApertureHi).space;
  bool isPrivate = space == ir::AddrSpace::Private;
  return isPrivate && size > 4 && address % 4 == 0;
}

}  // namespace

bool WaveMemory::load(ir::AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) {
  if (isWidePrivate(space, address, size)) {
    for (unsigned k = 0; k < size; k += 4) {
      if (!load(space, address + k, lane, static_cast<std::uint8_t*>(out) + k, 4)) return false;
    }
    return true;
  }
  std::uint8_t* host = nullptr;
  switch (resolve(space, address, lane, size, &host)) {
    case Target::Fault: return false;
    case Target::LdsOutOfRange:
      std::memset(out, 0, size);
      return !checkLds_;
    default: ir::loadRelaxed(out, host, size); return true;
  }
}

bool WaveMemory::store(ir::AddrSpace space, std::uint64_t address, unsigned lane, const void* data, unsigned size) {
  if (isWidePrivate(space, address, size)) {
    for (unsigned k = 0; k < size; k += 4) {
      if (!store(space, address + k, lane, static_cast<const std::uint8_t*>(data) + k, 4)) return false;
    }
    return true;
  }
  std::uint8_t* host = nullptr;
  switch (resolve(space, address, lane, size, &host)) {
    case Target::Fault: return false;
    case Target::LdsOutOfRange: return !checkLds_;
    default: ir::storeRelaxed(host, data, size); return true;
  }
}

bool WaveMemory::atomic(ir::AddrSpace space, std::uint64_t address, unsigned lane, ir::AtomicOp op, unsigned size,
                        std::uint64_t data, std::uint64_t compare, std::uint64_t* old) {
  std::uint8_t* host = nullptr;
  switch (resolve(space, address, lane, size, &host)) {
    case Target::Fault: return false;
    case Target::LdsOutOfRange: *old = 0; return !checkLds_;
    default:
      // Misaligned atomics fault on the GPU (Vega ISA "Memory Alignment").
      if (address % size != 0) return false;
      *old = atomicRmw(host, op, size, data, compare);
      return true;
  }
}

std::string WaveMemory::describeGlobalMiss(std::uint64_t address, unsigned lane) const {
  // Buffer instructions reach scratch through the private segment V#, as
  // global addresses swizzled per lane (swizzledScratchOffset). An address
  // above the running wave's area where this lane's dword column would be,
  // within the 32-bit private offsets, is taken for a private offset.
  auto scratch = reinterpret_cast<std::uint64_t>(scratch_.data());
  std::uint64_t past = address - scratch;
  if (!scratch_.empty() && address >= scratch + scratch_.size() && past < (1ull << 38) && (past / 4) % 64 == lane) {
    char offset[24];
    std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(past / 256 * 4 + past % 4));
    return "private offset " + std::string(offset) + " is past the wave's " +
           std::to_string(scratch_.size() / ir::kWaveLanes) + " bytes of scratch per lane (stack or scratch overflow)";
  }
  return ranges_.describeMiss(address);
}

std::string WaveMemory::explainFault(ir::AddrSpace space, std::uint64_t address, unsigned lane, unsigned size) {
  std::uint8_t* host = nullptr;
  switch (resolve(space, address, lane, size, &host)) {
    case Target::LdsOutOfRange:
      return "outside the workgroup's " + std::to_string(lds_.size()) + "-byte LDS allocation (GCNJIT_CHECK)";
    case Target::Fault:
      if (space == ir::AddrSpace::Flat) space = ir::resolveFlat(address, kSharedApertureHi, kPrivateApertureHi).space;
      if (space == ir::AddrSpace::Private) {
        return "past the wave's " + std::to_string(scratch_.size() / ir::kWaveLanes) +
               " bytes of scratch per lane (stack or scratch overflow)";
      }
      return describeGlobalMiss(address, lane);
    default:
      // Only an atomic faults at an address that resolves.
      return "misaligned atomic (atomics must be aligned to their size)";
  }
}

}  // namespace gcnjit::runtime

// The memory interface the interpreter (and later JIT code) performs guest
// memory accesses through. The runtime implements it (global = host address,
// LDS per workgroup, scratch per lane); tests implement it over small arrays.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace gcnjit::ir {

enum class AddrSpace : std::uint8_t {
  Global,   // 64-bit host address per lane (GLOBAL, MUBUF after address math)
  Flat,     // 64-bit flat address per lane: shared/private apertures or global
  Lds,      // 32-bit byte offset into the workgroup's LDS
  Private,  // 32-bit byte offset into the lane's scratch (unswizzled)
  Constant, // scalar memory (SMEM): 64-bit address, whole wave
};

// Atomic operations (Vega ISA "FLAT / DS / MUBUF atomic" opcode families).
// atomicNewValue() below defines the value each one stores.
enum class AtomicOp : std::uint8_t {
  None, Swap, CmpSwap, Add, Sub, SMin, UMin, SMax, UMax, And, Or, Xor, Inc, Dec,
  FAdd, FMin, FMax,
  Rsub,      // data - old (DS_RSUB_*)
  Mskor,     // (old & ~data) | compare (DS_MSKOR_*: data is the mask)
  Wrap,      // old >= data ? old - data : old + compare (DS_WRAP_RTN_B32)
  FCmpSwap,  // CmpSwap comparing as floats: -0 == +0, NaN never equal (DS_CMPST_F*)
  FAddFtz,   // f32 add with denormal inputs and result flushed (gfx908 global f32 add)
  PkFAdd,    // two f16 adds, one per half (GLOBAL_ATOMIC_PK_ADD_F16)
};

// The immediate of Load/Store/atomic ops: one 64-bit word.
struct MemAccess {
  AddrSpace space = AddrSpace::Global;
  std::uint8_t size = 4;        // bytes: 1, 2, 4, 8
  bool signExtend = false;      // sub-dword loads
  AtomicOp atomic = AtomicOp::None;

  std::uint64_t encode() const {
    return std::uint64_t(space) | (std::uint64_t(size) << 8) | (std::uint64_t(signExtend) << 16) |
           (std::uint64_t(atomic) << 24);
  }
  static MemAccess decode(std::uint64_t imm) {
    return {AddrSpace(imm & 0xff), std::uint8_t(imm >> 8), ((imm >> 16) & 1) != 0,
            AtomicOp((imm >> 24) & 0xff)};
  }
  // The `size` bytes `raw` read, sign-extended to 64 bits when the access
  // sign-extends.
  std::uint64_t extend(std::uint64_t raw) const {
    if (!signExtend || size >= 8) return raw;
    std::uint64_t sign = 1ull << (size * 8u - 1);
    return (raw ^ sign) - sign;
  }
};

// ScalarLoad's immediate: its MemAccess in the low word and a signed byte
// offset in the high word. It reads the dword at (address + offset) rounded
// down to a dword (Vega ISA "Scalar Memory Addressing": ADDR is dword
// aligned), so the dwords of one s_load share their address operand and the
// backend can check that base once per site (emit_memory.cpp).
struct ScalarLoadImm {
  MemAccess access;
  std::int32_t offset = 0;

  std::uint64_t encode() const { return access.encode() | (std::uint64_t(std::uint32_t(offset)) << 32); }
  static ScalarLoadImm decode(std::uint64_t imm) {
    return {MemAccess::decode(imm & 0xffffffff), std::int32_t(std::uint32_t(imm >> 32))};
  }
  std::uint64_t address(std::uint64_t base) const { return (base + std::uint64_t(std::int64_t(offset))) & ~std::uint64_t(3); }
};

// FLAT addressing (Vega ISA "FLAT": aperture check): an address whose high
// 32 bits equal the shared (private) aperture's is an LDS (private) offset,
// its low 32 bits; any other address is global.
struct FlatTarget {
  AddrSpace space;
  std::uint64_t address;
};
inline FlatTarget resolveFlat(std::uint64_t address, std::uint32_t sharedHi, std::uint32_t privateHi) {
  std::uint32_t hi = std::uint32_t(address >> 32);
  if (hi == sharedHi) return {AddrSpace::Lds, address & 0xffffffff};
  if (hi == privateHi) return {AddrSpace::Private, address & 0xffffffff};
  return {AddrSpace::Global, address};
}

// The value an atomic stores over `old` (`size` bytes, 4 or 8; integer ops
// on the low size*8 bits, float ops on f32 (size 4) or f64 (size 8)). Float
// ops round to nearest even whatever MODE says and keep denormals, except
// FAddFtz; FMin/FMax store `data` only when it compares less/greater than
// `old` (so a NaN on either side keeps `old`).
std::uint64_t atomicNewValue(AtomicOp op, unsigned size, std::uint64_t old, std::uint64_t data,
                             std::uint64_t compare);

class Memory {
 public:
  virtual ~Memory() = default;
  // Each returns false when the access faults. `lane` selects the scratch
  // slot (Private, Flat into the private aperture).
  virtual bool load(AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) = 0;
  virtual bool store(AddrSpace space, std::uint64_t address, unsigned lane, const void* data,
                     unsigned size) = 0;
  // Performs `op` on `size` bytes, returning the old value in `*old`; the
  // value stored is atomicNewValue(op, size, old, data, compare).
  virtual bool atomic(AddrSpace space, std::uint64_t address, unsigned lane, AtomicOp op,
                      unsigned size, std::uint64_t data, std::uint64_t compare, std::uint64_t* old) = 0;
  // Where the bytes [address, address + bytes) of `space` sit in host memory
  // when one plain block holds all of them (global memory inside one valid
  // range, LDS inside the workgroup's), so that JIT code can serve a whole
  // wave's access with one check; null when the caller must go lane by lane
  // (faults, LDS out of range, scratch, flat addresses, or no fast path).
  virtual std::uint8_t* window(AddrSpace space, std::uint64_t address, std::uint64_t bytes) {
    (void)space;
    (void)address;
    (void)bytes;
    return nullptr;
  }
  // The whole range [first, second) that the window holding
  // [address, address + bytes) belongs to, so JIT code may check later
  // accesses against it itself (it stays valid while the wave runs): for
  // global and constant memory, whose addresses are host addresses, the
  // host range; for LDS, [0, LDS size) in LDS offsets.
  virtual std::optional<std::pair<std::uint64_t, std::uint64_t>> extent(AddrSpace space, std::uint64_t address,
                                                                       std::uint64_t bytes) {
    (void)space;
    (void)address;
    (void)bytes;
    return std::nullopt;
  }
  // Why an access that load/store/atomic refused faulted, for the report
  // (e.g. how far it is from the nearest allocation); empty if not known.
  virtual std::string explainFault(AddrSpace space, std::uint64_t address, unsigned lane, unsigned size) {
    (void)space;
    (void)address;
    (void)lane;
    (void)size;
    return {};
  }
  // Extents and windows handed out by this object — global, constant and
  // the LDS window — stay valid while this value does not change (0: no
  // promise beyond the current wave run).
  virtual std::uint64_t extentGeneration() const { return 0; }
};

}  // namespace gcnjit::ir

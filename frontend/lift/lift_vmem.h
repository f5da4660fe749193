// Helpers shared by the DS (lift_ds.cpp) and FLAT/GLOBAL/SCRATCH
// (lift_flat.cpp) lifting functions: per-lane addresses, dword loads and
// stores, 16-bit (D16) merges and returned-data writes. Memory instructions
// have no DPP/SDWA forms: they act in the lanes of EXEC.
#pragma once

#include <cstdint>

#include "lift/lift_context.h"

namespace gcnjit::lift::vmem {

using ir::AddrSpace;
using ir::AtomicOp;
using ir::MemAccess;

inline MemAccess access(AddrSpace space, unsigned size, bool signExtend = false,
                        AtomicOp atomic = AtomicOp::None) {
  MemAccess a;
  a.space = space;
  a.size = std::uint8_t(size);
  a.signExtend = signExtend;
  a.atomic = atomic;
  return a;
}

// A per-lane address (v64i32 or v64i64) plus a constant byte offset, wrapping
// at the address width.
inline V addBytes(LiftContext& c, V address, std::int64_t bytes) {
  if (bytes == 0) return address;
  Elem e = address->type.elem;
  std::uint64_t k = e == Elem::I64 ? std::uint64_t(bytes) : std::uint32_t(bytes);
  return c.emit(Op::Add, {address, c.vec(c.constant(e, k))});
}

// `size` bytes (1, 2 or 4) at each lane's address, zero- or sign-extended to
// a v64i32; inactive lanes read 0.
inline V loadWord(LiftContext& c, AddrSpace space, V address, V mask, unsigned size = 4, bool signExtend = false) {
  return c.load(access(space, size, signExtend), Type::vector(Elem::I32), address, mask);
}

inline void storeWord(LiftContext& c, AddrSpace space, V address, V data, V mask, unsigned size = 4) {
  c.store(access(space, size), address, data, mask);
}

// Vector register `code` dwords k and k+1 as one v64i64 (low dword first).
inline V vreg64(LiftContext& c, std::uint16_t code, unsigned k = 0) {
  return c.concat(c.vreg(code, k), c.vreg(code, k + 1));
}

// Writes a v64i32 or v64i64 value to register `code` from dword k on, in the
// lanes of mask.
inline void writeValue(LiftContext& c, std::uint16_t code, unsigned k, V value, V mask) {
  if (value->type.elem == Elem::I64) {
    c.vregWrite(code, k, c.lo32(value), mask);
    c.vregWrite(code, k + 1, c.hi32(value), mask);
    return;
  }
  c.vregWrite(code, k, value, mask);
}

// A 16-bit load result (in the low bits of `loaded`) merged into one half of
// the destination dword, the other half kept (Vega ISA "*_D16" and "*_D16_HI":
// RETURN_DATA[15:0] or [31:16]).
inline V mergeHalf(LiftContext& c, std::uint16_t code, V loaded, bool high) {
  V old = c.vreg(code, 0);
  V low16 = c.emit(Op::And, {loaded, c.vec(c.c32(0xffff))});
  if (high) {
    V kept = c.emit(Op::And, {old, c.vec(c.c32(0xffff))});
    return c.emit(Op::Or, {kept, c.emit(Op::Shl, {low16, c.vec(c.c32(16))})});
  }
  V kept = c.emit(Op::And, {old, c.vec(c.c32(0xffff0000))});
  return c.emit(Op::Or, {kept, low16});
}

// The upper half of each dword moved down (stores of DATA[31:16], *_D16_HI).
inline V highHalf(LiftContext& c, V data) { return c.emit(Op::LShr, {data, c.vec(c.c32(16))}); }

}  // namespace gcnjit::lift::vmem

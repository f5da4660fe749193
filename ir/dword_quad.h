// Dword quads: the four dword accesses of one lane-wide 16-byte access —
// what the lifter makes of global_load_dwordx4, or of ds_write_b128 and of
// two ds_write2_b32 that together write 16 bytes per lane: four Load (or
// four Store) ops of one address space, 4 bytes each, under one mask,
// whose addresses are one base plus o, o+4, o+8 and o+12 bytes (in any
// order). The cluster-dword-quads pass (ir/passes/dword_quads.h) makes a
// quad contiguous in its block, and the x64 backend accesses a contiguous
// quad 16 bytes per lane at once (globalLoadQuad512 and ldsStoreQuad512 in
// backend_x64/emit/) instead of four strided accesses.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "ir/ir.h"

namespace gcnjit::ir {

struct DwordQuad {
  std::array<const Inst*, 4> ops;  // in block order
  std::array<const Inst*, 4> byComponent;  // the op reading or writing bytes 4c..4c+3 of each lane's 16
  std::size_t last = 0;                    // block index of ops[3]
};

// The quad whose first op in block order is insts[index]: the ops after it,
// up to the fourth of the quad, are pure (no memory, state writes, side
// effects), and for loads none of them reads a loaded value (so the quad's
// ops may sink together to the last one's place).
std::optional<DwordQuad> dwordQuadAt(const Block& block, std::size_t index);

// Dword pairs: the two dword LDS accesses of one lane-wide 8-byte access —
// ds_read2_b32 or ds_write2_b32 at adjacent offsets, ds_read_b64,
// ds_write_b64 — that start no quad: two Load (or two Store) ops, 4 bytes
// each, under one mask, at one base plus o and o + 4 bytes, with the same
// rules for the ops between them. The cluster pass makes them contiguous
// too, and the x64 backend accesses a contiguous pair 8 bytes per lane
// (ldsLoadPair512, ldsStorePair512).
struct DwordPair {
  std::array<const Inst*, 2> ops;          // in block order
  std::array<const Inst*, 2> byComponent;  // the op of bytes 4c..4c+3 of each lane's 8
  std::size_t last = 0;                    // block index of ops[1]
};
std::optional<DwordPair> dwordPairAt(const Block& block, std::size_t index);

}  // namespace gcnjit::ir

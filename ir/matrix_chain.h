// Chains of matrix instructions: the Mfma ops of one gfx908 matrix
// instruction form a group (one op per output register, sharing A, B and
// shape), and a group whose every result feeds only the C operand of the
// same register of a later group of the same shape is continued by it —
// as in a GEMM loop's `acc = mfma(a_k, b_k, acc)`. The cluster-mfma-chains
// pass (ir/passes/mfma_chains.h) makes chains contiguous in their block and
// the x64 backend computes a contiguous chain in one go, keeping each
// accumulator in a host register across its instructions
// (backend_x64/emit/emit_matrix.cpp).
#pragma once

#include <cstddef>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::ir {

// The ops of one matrix instruction, in block order.
using MfmaGroup = std::vector<const Inst*>;

// The group starting at `insts[index]` (an Mfma op): it and the Mfma ops
// right after it with the same A, B and shape, up to the first that repeats
// an output register (that is the next instruction: `acc = mfma(a, b, acc)`
// twice has the same A and B).
MfmaGroup mfmaGroupAt(const Block& block, std::size_t index);

// Whether `next` continues `prev`: the same shape, and each op of `next`
// takes its C from the op of `prev` for the same register, which has no
// other use.
bool mfmaContinues(const MfmaGroup& prev, const MfmaGroup& next);

}  // namespace gcnjit::ir

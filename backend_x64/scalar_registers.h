// The scalar register allocator: which scalar IR values (integers, i1, masks)
// live in host general registers instead of their value slot, block by
// block.
//
// Contract (emitters, Emitter and the driver keep to it):
// - Allocatable: rbp, r14 and r15 (kScalarRegisters). They are callee-saved,
//   so helper calls keep them, and no emitter touches them: emitters' scratch
//   registers are the caller-saved ones (emitter.h).
// - Scope: one block. Nothing lives in these registers at a block boundary;
//   values never cross blocks (slots.h), so no block entry or exit moves
//   anything.
// - Candidates: a scalar or mask result, not a Const, that the slot map
//   places in the value area (not read in place from the WaveState), with a
//   use in a later schedule item, and not a compare fused with its Branch
//   (comparesFusedWithBranches, emitter.h: it leaves only flags). A linear scan over the block's emission
//   order (schedule items) gives them registers; when none is free, the
//   value whose last use is farthest ahead is evicted (stored to its slot
//   before the item that takes its register) if that is farther than the new
//   value's.
// - How a value gets there: only through Emitter::storeScalar, which moves
//   the result into the planned register instead of storing it (nothing to
//   move when the emitter computed it there: Emitter::scalarResult gives
//   the planned register to compute in). No operand of the op is read
//   from the planned register (it is free at the op's item, or the value
//   it held was evicted to its slot), so an emitter may write it before it
//   reads them all. An op whose
//   emitter writes its result any other way (a helper call, chunk by chunk)
//   leaves it in its slot and the register idle. An emitter must not do
//   both: Emitter::endOp throws if an op's result went through storeScalar
//   and its slot was asked for (at(), a helper site) while emitting it.
// - How a value is read: Emitter::loadScalar moves the register,
//   Emitter::scalarOperand gives it to an instruction in place; every
//   accessor of a slot (at, chunkAt, maskChunkAt, maskByteAt, helper sites)
//   first stores the register to the slot, at that point of the code (an
//   accessor may be reached on one path only, so the store is not
//   remembered), and the memory operand it returns is then valid. Scalar
//   Consts are never stored by their emitter: loadScalar makes them
//   immediates and a slot accessor stores the constant first.
#pragma once

#include <asmjit/x86.h>

#include <cstddef>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "backend_x64/in_place_reads.h"
#include "backend_x64/schedule.h"
#include "backend_x64/slots.h"
#include "ir/ir.h"

namespace gcnjit::backend_x64 {

inline const asmjit::x86::Gp kScalarRegisters[] = {asmjit::x86::rbp, asmjit::x86::r14, asmjit::x86::r15};
constexpr unsigned kScalarRegisterCount = sizeof(kScalarRegisters) / sizeof(kScalarRegisters[0]);

// One block's allocation.
struct ScalarRegisterPlan {
  std::unordered_map<const ir::Inst*, unsigned> registerOf;  // index into kScalarRegisters
  // Values to store to their slots before schedule item k is emitted (their
  // register goes to a value item k defines).
  std::vector<std::vector<const ir::Inst*>> evictBefore;
};

ScalarRegisterPlan planScalarRegisters(const BlockSchedule& schedule, const SlotMap& slots, const InPlaceReads& inPlace,
                                       const std::unordered_set<const ir::Inst*>& fusedCompares);

}  // namespace gcnjit::backend_x64

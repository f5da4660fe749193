// S_CBRANCH_I_FORK, S_CBRANCH_G_FORK and S_CBRANCH_JOIN: divergent control
// flow through a stack of {PC, EXEC} entries in SGPRs (Vega ISA "Branching"
// pseudo-code, fork/join; SOP2 S_CBRANCH_G_FORK). The stack pointer CSP is
// MODE[31:29]; entry n takes SGPR[4n..4n+3], read as 128 bits {PC, EXEC}:
// EXEC in the low pair, PC in the high pair. A fork runs the side with fewer
// lanes first and pushes the other; a join pops it, or continues when the
// stack is back where the fork started (SGPR[arg0] holds that CSP).
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::ICmpPred;
using ir::Op;

constexpr unsigned kCspShift = 29;  // MODE.CSP [31:29]

V cspOf(LiftContext& c, V mode) {
  return c.emit(Op::And, {c.emit(Op::LShr, {mode, c.c32(kCspShift)}), c.c32(7)});
}

V withCsp(LiftContext& c, V mode, V csp) {
  V cleared = c.emit(Op::And, {mode, c.c32(~(7u << kCspShift))});
  V field = c.emit(Op::Shl, {c.emit(Op::And, {csp, c.c32(7)}), c.c32(kCspShift)});
  return c.emit(Op::Or, {cleared, field});
}

// The SGPR number of dword k of stack entry `csp`: 4*csp + k.
V stackIndex(LiftContext& c, V csp, unsigned k) {
  return c.emit(Op::Add, {c.emit(Op::Shl, {csp, c.c32(2)}), c.c32(k)});
}

V stackRead(LiftContext& c, V csp, unsigned k) { return c.emit(Op::GetSGPRIndexed, {stackIndex(c, csp, k)}, 0); }

// Writes {pc, mask} as entry `csp` when `push` holds (else leaves it).
void stackPushIf(LiftContext& c, V push, V csp, V pcI64, V maskI64) {
  V dwords[4] = {c.lo32(maskI64), c.hi32(maskI64), c.lo32(pcI64), c.hi32(pcI64)};
  for (unsigned k = 0; k < 4; ++k) {
    c.emit(Op::SetSGPRIndexed, {stackIndex(c, csp, k), c.select(push, dwords[k], stackRead(c, csp, k))}, 0);
  }
}

// The fork decision for `targetI64`: sets EXEC, pushes the deferred side,
// and returns whether the wave goes to the target (else to PC + 4).
V fork(LiftContext& c, V targetI64) {
  V exec = c.maskToI64(c.exec());
  V cond = c.sread64(c.inst.src[0]);
  V pass = c.emit(Op::And, {cond, exec});
  V fail = c.emit(Op::And, {c.emit(Op::Not, {cond}), exec});
  V allPass = c.icmp(ICmpPred::Eq, pass, exec);
  V allFail = c.icmp(ICmpPred::Eq, fail, exec);
  V split = c.emit(Op::Not, {c.emit(Op::Or, {allPass, allFail})});
  V failFirst = c.icmp(ICmpPred::ULt, c.emit(Op::CtPop, {fail}), c.emit(Op::CtPop, {pass}));
  V next = c.c64(c.nextPc());
  V mode = c.b().get(Op::GetMODE);
  V csp = cspOf(c, mode);
  stackPushIf(c, split, csp, c.select(failFirst, targetI64, next), c.select(failFirst, pass, fail));
  c.b().set(Op::SetMODE, c.select(split, withCsp(c, mode, c.emit(Op::Add, {csp, c.c32(1)})), mode));
  c.setExec(c.i64ToMask(c.select(split, c.select(failFirst, fail, pass), exec)));
  return c.emit(Op::Or, {allPass, c.emit(Op::And, {split, c.emit(Op::Not, {failFirst})})});
}

// S_CBRANCH_I_FORK arg0, label.
void sCbranchIFork(LiftContext& c) {
  std::uint64_t target = c.labelTarget();
  c.branch(fork(c, c.c64(target)), target);
}

// S_CBRANCH_G_FORK arg0, arg1: the target is the address in SGPR pair arg1.
void sCbranchGFork(LiftContext& c) {
  V target = c.sread64(c.inst.src[1]);
  c.jumpIndirect(c.select(fork(c, target), target, c.c64(c.nextPc())));
}

// S_CBRANCH_JOIN arg0.
void sCbranchJoin(LiftContext& c) {
  V mode = c.b().get(Op::GetMODE);
  V csp = cspOf(c, mode);
  V done = c.icmp(ICmpPred::Eq, csp, c.emit(Op::And, {c.sread32(c.inst.src[0]), c.c32(7)}));
  V popped = c.emit(Op::And, {c.emit(Op::Sub, {csp, c.c32(1)}), c.c32(7)});
  V exec = c.concat(stackRead(c, popped, 0), stackRead(c, popped, 1));
  V pc = c.concat(stackRead(c, popped, 2), stackRead(c, popped, 3));
  c.b().set(Op::SetMODE, c.select(done, mode, withCsp(c, mode, popped)));
  c.setExec(c.i64ToMask(c.select(done, c.maskToI64(c.exec()), exec)));
  c.jumpIndirect(c.select(done, c.c64(c.nextPc()), pc));
}

constexpr LiftEntry kEntries[] = {
    {InstId::s_cbranch_i_fork, sCbranchIFork},
    {InstId::s_cbranch_g_fork, sCbranchGFork},
    {InstId::s_cbranch_join, sCbranchJoin},
};

}  // namespace

std::span<const LiftEntry> forkJoinLifts() { return kEntries; }

}  // namespace gcnjit::lift

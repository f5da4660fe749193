// Terminators: blocks jump to each other directly; s_endpgm, s_barrier,
// s_trap and ds_gws_* leave the generated code with an exit status (frame.h), as the
// interpreter's exec functions do, except that under a wave schedule
// (JitFrame::schedule) s_barrier and s_endpgm pass the turn to the next wave
// of the workgroup and jump to its block. Run-time checks (FaultIf) test
// their condition here and leave through the helper only when it holds.
#include <optional>
#include <stdexcept>
#include <unordered_set>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/frame.h"
#include "backend_x64/helpers.h"
#include "ir/gws.h"

namespace gcnjit::backend_x64 {
namespace {

using Kind = ir::ExitStatus::Kind;

// A jump to the block laid out next falls through (program.cpp's layout).
void jumpUnlessNext(Emitter& e, std::size_t block) {
  if (block != e.nextBlock) e.a.jmp(e.blockLabel(block));
}

// Sets ZF = 1 where the scalar i1 `value` is false (in a register, a slot or
// the WaveState).
void testScalar(Emitter& e, const ir::Inst* value) {
  asmjit::Operand operand = e.scalarOperand(value, 32, x86::rax, false, true);
  if (operand.isReg()) {
    e.a.test(operand.as<x86::Gp>(), operand.as<x86::Gp>());
  } else {
    e.a.cmp(operand.as<x86::Mem>(), 0);
  }
}

// Under a schedule, calls `helper` (frame, arg) and goes on at the block
// it returns, in the wave it made current; otherwise, or when it returns
// -1, falls through to the code after this.
void switchWaves(Emitter& e, const void* helper, std::uint64_t arg) {
  Label leave = e.a.newLabel();
  e.a.cmp(x86::qword_ptr(x86::r13, offsetof(JitFrame, schedule)), 0);
  e.a.je(leave);
  e.callHelper(helper, arg, false);
  e.a.test(x86::rax, x86::rax);
  e.a.js(leave);
  e.a.mov(x86::r12, Emitter::frame(offsetof(JitFrame, state)));
  e.jumpToBlock(x86::rax);
  e.a.bind(leave);
}

}  // namespace

void emit_Jump(Emitter& e, const ir::Inst& inst) { jumpUnlessNext(e, std::size_t(inst.imm)); }

std::unordered_set<const ir::Inst*> comparesFusedWithBranches(const BlockSchedule& schedule) {
  std::unordered_set<const ir::Inst*> fused;
  const ir::Inst* previous = nullptr;  // the op emitted last, if its flags reach the next one
  for (const ScheduleItem& item : schedule) {
    for (const ir::Inst* inst : item.insts) {
      const ir::Inst* compare = inst->operands.empty() ? nullptr : inst->operands[0];
      bool scalarCompare = compare && compare->op == ir::Op::ICmp && compare->type.isScalar() &&
                           allOperands(*compare, isScalarInt);
      if (inst->op == ir::Op::Branch && scalarCompare && compare == previous && compare->uses == 1) {
        fused.insert(compare);
      }
      if (inst->op != ir::Op::Const) previous = item.region ? nullptr : inst;  // a region's loop sets flags
    }
  }
  return fused;
}

// On the flags of the scalar compare right before it (emit_ICmp), else
// testing the i1 where it is. When the taken block is the next one, the
// jump goes to the other on the negated condition, so that is one jump.
void emit_Branch(Emitter& e, const ir::Inst& inst) {
  std::size_t taken = std::size_t(inst.imm & 0xffffffff), notTaken = std::size_t(inst.imm >> 32);
  const ir::Inst* condition = inst.operands[0];
  std::optional<x86::CondCode> holds = e.flagsOf(condition);
  if (!holds && e.fusedWithBranch(condition)) {
    throw std::logic_error("x64 backend: a Branch on a fused compare without its flags");
  }
  if (!holds) {
    if (auto constant = Emitter::constantOf(condition)) {
      return jumpUnlessNext(e, std::uint32_t(*constant) != 0 ? taken : notTaken);
    }
    testScalar(e, condition);
    holds = x86::CondCode::kNZ;
  }
  if (taken == e.nextBlock && notTaken != taken) {
    e.a.j(x86::negateCond(*holds), e.blockLabel(notTaken));
    return;
  }
  e.a.j(*holds, e.blockLabel(taken));
  jumpUnlessNext(e, notTaken);
}

void emit_JumpIndirect(Emitter& e, const ir::Inst& inst) {
  e.a.mov(x86::rdi, x86::r13);
  e.loadScalar(x86::rsi, inst.operands[0]);
  e.a.mov(x86::rdx, inst.pc);
  e.moveHelperAddress(x86::rax, reinterpret_cast<const void*>(&gcnjitResolveIndirect));
  e.a.vzeroupper();  // as Emitter::callHelper
  e.a.call(x86::rax);
  e.a.test(x86::rax, x86::rax);
  Label ok = e.a.newLabel();
  e.a.jns(ok);
  e.a.mov(x86::rax, std::uint64_t(e.currentBlock));
  e.a.mov(Emitter::frame(offsetof(JitFrame, exitBlock)), x86::rax);
  e.a.jmp(e.exitLabel());
  e.a.bind(ok);
  e.jumpToBlock(x86::rax);
}

void emit_EndProgram(Emitter& e, const ir::Inst& inst) {
  switchWaves(e, reinterpret_cast<const void*>(&gcnjitEndWave), 0);
  e.exitWith(std::uint64_t(Kind::EndProgram), e.currentBlock, 0, 0, inst.pc);
}

void emit_Barrier(Emitter& e, const ir::Inst& inst) {
  switchWaves(e, reinterpret_cast<const void*>(&gcnjitArriveAtBarrier), inst.imm);
  e.exitWith(std::uint64_t(Kind::Barrier), e.currentBlock, inst.imm, 0, inst.pc);
}

// The interpreter's exec_FaultIf, which stops the wave with the check's
// fault, runs only when the condition holds (a buffer or image descriptor
// the lifter could not check, once per access).
void emit_FaultIf(Emitter& e, const ir::Inst& inst) {
  const ir::Inst* condition = inst.operands[0];
  if (auto constant = Emitter::constantOf(condition)) {
    if ((*constant & 1) != 0) e.callInterpreterHelper(inst);  // faults every time
    return;
  }
  Label passed = e.a.newLabel();
  testScalar(e, condition);
  e.a.jz(passed);
  e.callInterpreterHelperForRareOperands(inst);
  e.a.bind(passed);
}

void emit_Trap(Emitter& e, const ir::Inst& inst) {
  e.exitWith(std::uint64_t(Kind::Trap), e.currentBlock, inst.imm >> 32, inst.imm & 0xffffffff, inst.pc);
}

}  // namespace gcnjit::backend_x64

namespace gcnjit::backend_x64 {

// The ir::GwsRequest (operation, resource M0[21:16] + offset, data value)
// goes to the frame's trapId; the runtime's GWS unit decides when the wave
// resumes.
void emit_Gws(Emitter& e, const ir::Inst& inst) {
  ir::GwsImmediate imm = ir::GwsImmediate::decode(inst.imm);
  e.loadScalar(x86::rcx, inst.operands[1]);  // M0
  e.a.shr(x86::ecx, 16);
  e.a.add(x86::ecx, imm.offset);
  e.a.and_(x86::ecx, 63);
  e.a.or_(x86::ecx, std::uint32_t(imm.op) << 8);
  e.a.shl(x86::rcx, 32);
  e.loadScalar(x86::rax, inst.operands[0]);  // the data value, zero-extended
  e.a.or_(x86::rax, x86::rcx);
  e.a.mov(Emitter::frame(offsetof(JitFrame, trapId)), x86::rax);
  e.exitWith(std::uint64_t(Kind::Gws), e.currentBlock, imm.resumeBlock, std::nullopt, inst.pc);
}

}  // namespace gcnjit::backend_x64

// Terminators (ir/ops/control.inc): where the wave goes next.
#include <cstdio>

#include "ir/gws.h"
#include "ir/interp/context.h"

namespace gcnjit::ir {
namespace {

void stop(ExecContext& cx, ExitStatus::Kind kind, std::size_t resume = 0, std::uint64_t trapId = 0) {
  cx.stopped = true;
  cx.exit = {};
  cx.exit.kind = kind;
  cx.exit.resumeBlock = resume;
  cx.exit.trapId = trapId;
}

}  // namespace

void exec_Jump(ExecContext& cx, const Inst& inst, Value&) { cx.nextBlock = inst.imm; }

void exec_Branch(ExecContext& cx, const Inst& inst, Value&) {
  bool taken = cx.operand(inst, 0).lanes[0] & 1;
  cx.nextBlock = taken ? (inst.imm & 0xffffffff) : (inst.imm >> 32);
}

void exec_JumpIndirect(ExecContext& cx, const Inst& inst, Value&) {
  std::uint64_t target = cx.operand(inst, 0).lanes[0];
  if (!cx.function) throw WaveFault("indirect jump without a function");
  if (auto block = cx.function->blockAt(target)) {
    cx.nextBlock = *block;
    return;
  }
  char text[96];
  std::snprintf(text, sizeof text, "jump to 0x%llx, which starts no known block",
                static_cast<unsigned long long>(target));
  throw WaveFault(text);
}

void exec_EndProgram(ExecContext& cx, const Inst&, Value&) { stop(cx, ExitStatus::Kind::EndProgram); }
void exec_Barrier(ExecContext& cx, const Inst& inst, Value&) { stop(cx, ExitStatus::Kind::Barrier, inst.imm); }
void exec_Trap(ExecContext& cx, const Inst& inst, Value&) {
  stop(cx, ExitStatus::Kind::Trap, inst.imm >> 32, inst.imm & 0xffffffff);
}
void exec_Gws(ExecContext& cx, const Inst& inst, Value&) {
  GwsRequest request = GwsRequest::make(inst.imm, std::uint32_t(cx.operand(inst, 0).lanes[0]),
                                        std::uint32_t(cx.operand(inst, 1).lanes[0]));
  stop(cx, ExitStatus::Kind::Gws, GwsImmediate::decode(inst.imm).resumeBlock, request.encode());
}

}  // namespace gcnjit::ir

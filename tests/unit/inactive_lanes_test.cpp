// dropInactiveLaneBlends: a VGPR write under EXEC keeps the inactive lanes
// only when some later read may see them. Each case writes v2 under EXEC in
// block 0 and reads it in block 1 in one way; whether block 0 still reads
// the old v2 (the blend, and so v2 live at the wave's start) is the verdict.
#include <catch2/catch.hpp>

#include <functional>

#include "ir/builder.h"
#include "ir/passes/dce.h"
#include "ir/passes/full_exec.h"
#include "ir/passes/inactive_lanes.h"
#include "ir/register_use.h"
#include "ir/verifier.h"

using namespace gcnjit::ir;

namespace {

constexpr unsigned kJumpToBlock1 = 1;

// Block 0: v2 = v0 + v1 under EXEC, after `narrow` (which may change
// EXEC); block 1: `read` uses v2, then v2 is overwritten whole unless
// `keepV2` (then its final state is what is left).
Function program(const std::function<void(Builder&, Inst* exec)>& narrow,
                 const std::function<void(Builder&, Inst* v2)>& read, bool keepV2 = false) {
  Function function;
  Builder b0(function.addBlock());
  Inst* exec = b0.get(Op::GetEXEC);
  Inst* sum = b0.emit(Op::Add, {b0.get(Op::GetVGPR, 0), b0.get(Op::GetVGPR, 1)});
  b0.set(Op::SetVGPR, b0.emit(Op::Select, {exec, sum, b0.get(Op::GetVGPR, 2)}), 2);
  narrow(b0, exec);
  b0.emit(Op::Jump, {}, kJumpToBlock1);
  Builder b1(function.addBlock());
  read(b1, b1.get(Op::GetVGPR, 2));
  if (!keepV2) b1.set(Op::SetVGPR, b1.emit(Op::Broadcast, {b1.constant(Type::scalar(Elem::I32), 0)}), 2);
  b1.emit(Op::EndProgram, {});
  return function;
}

// v4 = v2 + v2 under block 1's entry EXEC.
void addUnderExec(Builder& b, Inst* v2) {
  Inst* exec = b.get(Op::GetEXEC);
  Inst* twice = b.emit(Op::Add, {v2, v2});
  b.set(Op::SetVGPR, b.emit(Op::Select, {exec, twice, b.get(Op::GetVGPR, 4)}), 4);
}

void keepExec(Builder&, Inst*) {}

// Whether the optimised program still reads the old v2 before writing it.
bool keepsOldLanes(Function function, bool stateDeadAtEnd = false) {
  dropInactiveLaneBlends(function, stateDeadAtEnd);
  eliminateDeadCode(function);
  REQUIRE(verify(function).empty());
  return registerUse(function, 0).vgprs[2];
}

}  // namespace

TEST_CASE("lanes read only under the EXEC they were written under need no blend", "[ir]") {
  Function function = program(keepExec, addUnderExec);
  REQUIRE(registerUse(function, 0).vgprs[2]);
  CHECK_FALSE(keepsOldLanes(std::move(function)));
}

TEST_CASE("a narrower EXEC at the read needs no blend either", "[ir]") {
  // s_and_saveexec: EXEC = EXEC & (v0 == v1), through its i64 bits.
  auto andSaveExec = [](Builder& b, Inst* exec) {
    Inst* equal = b.emit(Op::ICmp, {b.get(Op::GetVGPR, 0), b.get(Op::GetVGPR, 1)}, 0);
    Inst* bits = b.emit(Op::And, {b.emitTyped(Op::Bitcast, Type::scalar(Elem::I64), {equal}),
                                  b.emitTyped(Op::Bitcast, Type::scalar(Elem::I64), {exec})});
    b.set(Op::SetEXEC, b.emitTyped(Op::Bitcast, Type::mask(), {bits}));
  };
  CHECK_FALSE(keepsOldLanes(program(andSaveExec, addUnderExec)));
}

TEST_CASE("an EXEC restored from SGPRs may enable the inactive lanes again", "[ir]") {
  // s_or_b64 exec, exec, s[4:5], then v4 = v2 + v2 under the new EXEC.
  auto restore = [](Builder& b, Inst* v2) {
    Inst* saved = b.emit(Op::Concat, {b.get(Op::GetSGPR, 4), b.get(Op::GetSGPR, 5)});
    Inst* exec = b.emitTyped(Op::Bitcast, Type::mask(), {b.emit(Op::Or, {saved, b.emitTyped(Op::Bitcast, Type::scalar(Elem::I64), {b.get(Op::GetEXEC)})})});
    b.set(Op::SetEXEC, exec);
    b.set(Op::SetVGPR, b.emit(Op::Select, {exec, b.emit(Op::Add, {v2, v2}), b.get(Op::GetVGPR, 4)}), 4);
  };
  CHECK(keepsOldLanes(program(keepExec, restore)));
}

TEST_CASE("an indexed read sees every lane of every register", "[ir]") {
  auto indexed = [](Builder& b, Inst*) {
    Inst* any = b.emit(Op::GetVGPRIndexed, {b.get(Op::GetM0)}, 0);
    b.set(Op::SetSGPR, b.emit(Op::ReadFirstLane, {any}), 7);
  };
  CHECK(keepsOldLanes(program(keepExec, indexed)));
}

TEST_CASE("cross-lane reads and the final state see every lane", "[ir]") {
  auto readLane = [](Builder& b, Inst* v2) {
    b.set(Op::SetSGPR, b.emit(Op::ReadLane, {v2, b.constant(Type::scalar(Elem::I32), 63)}), 7);
  };
  CHECK(keepsOldLanes(program(keepExec, readLane)));
  auto noRead = [](Builder&, Inst*) {};
  // Block 1 overwrites v2, so only a read is a reason to keep its lanes.
  CHECK_FALSE(keepsOldLanes(program(keepExec, noRead)));
  // Left as the final state, v2 is read whole, unless that state is dead.
  CHECK(keepsOldLanes(program(keepExec, noRead, /*keepV2=*/true)));
  CHECK_FALSE(keepsOldLanes(program(keepExec, noRead, /*keepV2=*/true), /*stateDeadAtEnd=*/true));
}

TEST_CASE("full-EXEC copies read with all lanes, which is the EXEC they are entered with", "[ir]") {
  Function function = program(keepExec, addUnderExec);
  specializeFullExec(function);
  eliminateDeadCode(function);
  REQUIRE(registerUse(function, 0).vgprs[2]);
  CHECK_FALSE(keepsOldLanes(std::move(function)));
}

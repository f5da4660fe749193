// ir::registerUse: the registers a wave may read before writing them, which
// are all the runtime clears when it resets a wave (runtime/wave_setup.h);
// ir::liveOut, with which get/set forwarding drops writes nobody reads.
#include <catch2/catch.hpp>

#include "ir/builder.h"
#include "ir/passes/get_set_forwarding.h"
#include "ir/passes/pass_manager.h"
#include "ir/register_use.h"

using namespace gcnjit::ir;

TEST_CASE("registers read before written are live at the entry block", "[ir]") {
  Function function;
  // block 0: reads v1 and s4, writes v2 and EXEC, then branches on s4.
  Builder b0(function.addBlock());
  Inst* v1 = b0.get(Op::GetVGPR, 1);
  b0.set(Op::SetVGPR, v1, 2);
  Inst* s4 = b0.get(Op::GetSGPR, 4);
  b0.set(Op::SetEXEC, b0.get(Op::GetVCC));
  b0.emit(Op::Branch, {b0.emit(Op::Trunc, {s4})}, 1 | (std::uint64_t(2) << 32));
  // block 1: v2 was written on the way; v3 and a5 were not. Then a barrier
  // resuming at block 3.
  Builder b1(function.addBlock());
  b1.set(Op::SetVGPR, b1.emit(Op::Add, {b1.get(Op::GetVGPR, 2), b1.get(Op::GetVGPR, 3)}), 4);
  b1.set(Op::SetAccVGPR, b1.get(Op::GetAccVGPR, 5), 6);
  b1.emit(Op::Barrier, {}, 3);
  // block 2: writes v7 before reading it; reads M0.
  Builder b2(function.addBlock());
  b2.set(Op::SetVGPR, b2.get(Op::GetVGPR, 1), 7);
  b2.set(Op::SetSGPR, b2.get(Op::GetM0), 9);
  b2.emit(Op::Jump, {}, 3);
  // block 3: v7 is not written on the path through block 1; v4 is read
  // after block 1 wrote it but not after block 2.
  Builder b3(function.addBlock());
  b3.set(Op::SetSGPR, b3.get(Op::GetSGPR, 9), 10);
  b3.set(Op::SetVGPR, b3.emit(Op::Add, {b3.get(Op::GetVGPR, 7), b3.get(Op::GetVGPR, 4)}), 8);
  b3.emit(Op::EndProgram, {});

  RegisterUse use = registerUse(function, 0);
  CHECK(use.vgprs[1]);
  CHECK_FALSE(use.vgprs[2]);   // written in block 0 before any read
  CHECK(use.vgprs[3]);
  CHECK(use.vgprs[4]);         // block 0 -> 2 -> 3 reads it unwritten
  CHECK(use.vgprs[7]);         // block 0 -> 1 -> 3 reads it unwritten
  CHECK_FALSE(use.vgprs[8]);
  CHECK(use.vgprs.count() == 4);
  CHECK(use.agprs[5]);
  CHECK(use.agprs.count() == 1);
  CHECK(use.sgprs[4]);
  CHECK(use.sgprs[sreg::kVccLo]);
  CHECK(use.sgprs[sreg::kVccLo + 1]);
  CHECK(use.sgprs[sreg::kM0]);
  CHECK(use.sgprs[9]);         // block 0 -> 1 -> 3
  CHECK_FALSE(use.sgprs[sreg::kExecLo]);  // written first
  CHECK(use.sgprs.count() == 5);

  // Entered at block 2 instead, only what its paths read first is live.
  RegisterUse fromTwo = registerUse(function, 2);
  CHECK(fromTwo.vgprs[1]);
  CHECK(fromTwo.vgprs[4]);
  CHECK_FALSE(fromTwo.vgprs[7]);
  CHECK(fromTwo.vgprs.count() == 2);
}

TEST_CASE("an indexed read makes every register live, and an indirect jump may reach any block", "[ir]") {
  Function function;
  Builder b0(function.addBlock());
  b0.set(Op::SetVGPR, b0.get(Op::GetVGPR, 0), 3);
  b0.emit(Op::JumpIndirect, {b0.emit(Op::Concat, {b0.get(Op::GetSGPR, 0), b0.get(Op::GetSGPR, 1)})});
  Builder b1(function.addBlock());
  b1.emit(Op::GetVGPRIndexed, {b1.get(Op::GetM0)}, 0);
  b1.emit(Op::EndProgram, {});

  RegisterUse use = registerUse(function, 0);
  CHECK_FALSE(use.vgprs[3]);  // written before block 1's indexed read
  CHECK(use.vgprs.count() == 255);
  CHECK(use.agprs.none());
}

TEST_CASE("live-out registers of each block, and the register writes forwarding drops with them", "[ir]") {
  Function function;
  // block 0: writes v1, v2, s3, VCC and SCC; the loop in block 1 reads v1
  // and SCC, block 2 reads s3.
  Builder b0(function.addBlock());
  Inst* v0 = b0.get(Op::GetVGPR, 0);
  b0.set(Op::SetVGPR, v0, 1);
  b0.set(Op::SetVGPR, v0, 2);
  Inst* s0 = b0.get(Op::GetSGPR, 0);
  b0.set(Op::SetSGPR, s0, 3);
  b0.set(Op::SetVCC, b0.get(Op::GetEXEC));
  b0.set(Op::SetSCC, b0.emit(Op::Trunc, {s0}));
  b0.emit(Op::Jump, {}, 1);
  // block 1: a loop that reads SCC and v1, writes v1 and v5.
  Builder b1(function.addBlock());
  Inst* scc = b1.get(Op::GetSCC);
  b1.set(Op::SetVGPR, b1.emit(Op::Add, {b1.get(Op::GetVGPR, 1), b1.get(Op::GetVGPR, 0)}), 1);
  b1.set(Op::SetVGPR, b1.get(Op::GetVGPR, 0), 5);
  b1.emit(Op::Branch, {scc}, 1 | (std::uint64_t(2) << 32));
  // block 2: reads s3, ends.
  Builder b2(function.addBlock());
  b2.set(Op::SetSGPR, b2.get(Op::GetSGPR, 3), 4);
  b2.emit(Op::EndProgram, {});

  std::vector<RegisterUse> out = liveOut(function);
  REQUIRE(out.size() == 3);
  CHECK(out[0].vgprs[0]);
  CHECK(out[0].vgprs[1]);
  CHECK_FALSE(out[0].vgprs[2]);
  CHECK(out[0].sgprs[3]);
  CHECK_FALSE(out[0].sgprs[sreg::kVccLo]);
  CHECK(out[0].scc);
  CHECK(out[1].vgprs[1]);      // around the loop
  CHECK_FALSE(out[1].vgprs[5]);
  CHECK(out[1].scc);
  CHECK(out[2].vgprs.none());  // s_endpgm
  CHECK(out[2].sgprs.none());
  CHECK_FALSE(out[2].scc);

  forwardGetSetDroppingDeadState(function);
  auto sets = [&](std::size_t block) {
    std::vector<std::string> names;
    for (const auto& inst : function.blocks()[block]->insts()) {
      if (inst->info().has(opflag::WritesState)) names.push_back(std::string(inst->info().name) + " " + std::to_string(inst->imm));
    }
    return names;
  };
  CHECK(sets(0) == std::vector<std::string>{"SetVGPR 1", "SetSGPR 3", "SetSCC 0"});  // v2 and VCC: nobody reads them
  CHECK(sets(1) == std::vector<std::string>{"SetVGPR 1"});
  CHECK(sets(2).empty());
}

TEST_CASE("a loop's full-EXEC copy loops to itself, so the writes only its general copy reads are dropped", "[ir]") {
  Function function;
  Builder b0(function.addBlock());
  b0.set(Op::SetSCC, b0.emitTyped(Op::Trunc, Type::scalar(Elem::I1), {b0.get(Op::GetSGPR, 0)}));
  b0.emit(Op::Jump, {}, 1);
  // block 1, the loop: v2 = v0 under EXEC (the old v2 kept in inactive
  // lanes), v1 += v2; v2 is read by nothing after the loop.
  Builder b1(function.addBlock());
  Inst* exec = b1.get(Op::GetEXEC);
  b1.set(Op::SetVGPR, b1.emit(Op::Select, {exec, b1.get(Op::GetVGPR, 0), b1.get(Op::GetVGPR, 2)}), 2);
  Inst* sum = b1.emit(Op::Add, {b1.get(Op::GetVGPR, 1), b1.get(Op::GetVGPR, 2)});
  b1.set(Op::SetVGPR, b1.emit(Op::Select, {exec, sum, b1.get(Op::GetVGPR, 1)}), 1);
  b1.emit(Op::Branch, {b1.get(Op::GetSCC)}, 1 | (std::uint64_t(2) << 32));
  Builder b2(function.addBlock());
  Inst* execBits = b2.emitTyped(Op::Bitcast, Type::scalar(Elem::I64), {b2.get(Op::GetEXEC)});
  b2.set(Op::SetSGPR, b2.emitTyped(Op::Trunc, Type::scalar(Elem::I32), {execBits}), 4);
  b2.emit(Op::EndProgram, {});

  std::vector<std::string> errors = defaultPipeline({.dropDeadRegisterWrites = true}).run(function);
  INFO((errors.empty() ? std::string() : errors.front()));
  REQUIRE(errors.empty());
  REQUIRE(function.blocks().size() == 5);  // block 1 is now a dispatcher to its full copy 3 and general copy 4
  auto writes = [&](std::size_t block) {
    std::vector<unsigned> vgprs;
    for (const auto& inst : function.blocks()[block]->insts()) {
      if (inst->op == Op::SetVGPR) vgprs.push_back(unsigned(inst->imm));
    }
    return vgprs;
  };
  const Inst* fullEnd = function.blocks()[3]->terminator();
  REQUIRE(fullEnd->op == Op::Branch);
  CHECK((fullEnd->imm & 0xffffffff) == 3);  // straight back to the full copy, past the dispatcher
  CHECK((fullEnd->imm >> 32) == 2);
  CHECK(writes(3) == std::vector<unsigned>{1});     // v2 is dead after the full copy
  // The general copy's inactive lanes of v2 are never read either (v1's sum
  // reads v2 under the same EXEC): inactive_lanes.h drops that write too.
  CHECK(writes(4) == std::vector<unsigned>{1});
}

// ir::successors and ir::blocksOnCycles: the CFG the x64 backend asks
// which load sites sit in a loop (only those get stride prefetch sites).
#include <catch2/catch.hpp>

#include "ir/builder.h"
#include "ir/cfg.h"

using namespace gcnjit::ir;

TEST_CASE("blocks on a cycle are a loop's, barriers included", "[ir]") {
  Function function;
  // block 0: the prologue, into the loop's first block.
  Builder b0(function.addBlock());
  b0.emit(Op::Jump, {}, 1);
  // block 1: the loop's first half, a barrier resuming at block 2.
  Builder b1(function.addBlock());
  b1.emit(Op::Barrier, {}, 2);
  // block 2: back to block 1 or on to block 3.
  Builder b2(function.addBlock());
  b2.emit(Op::Branch, {b2.emit(Op::Trunc, {b2.get(Op::GetSGPR, 4)})}, 1 | (std::uint64_t(3) << 32));
  // block 3: a self-loop, then the end.
  Builder b3(function.addBlock());
  b3.emit(Op::Branch, {b3.emit(Op::Trunc, {b3.get(Op::GetSGPR, 5)})}, 3 | (std::uint64_t(4) << 32));
  Builder b4(function.addBlock());
  b4.emit(Op::EndProgram, {});

  CHECK(successors(function, *function.blocks()[1]) == std::vector<std::size_t>{2});
  CHECK(successors(function, *function.blocks()[2]) == std::vector<std::size_t>{1, 3});
  CHECK(successors(function, *function.blocks()[4]).empty());
  CHECK(blocksOnCycles(function) == std::vector<bool>{false, true, true, true, false});
}

TEST_CASE("an indirect jump may close a cycle through any block", "[ir]") {
  Function function;
  Builder b0(function.addBlock());
  b0.emit(Op::Jump, {}, 1);
  Builder b1(function.addBlock());
  b1.emit(Op::JumpIndirect, {b1.constant(Type::scalar(Elem::I64), 0)});
  CHECK(blocksOnCycles(function) == std::vector<bool>{true, true});
}

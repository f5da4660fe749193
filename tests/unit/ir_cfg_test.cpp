// ir::successors and ir::blocksOnCycles: the CFG the x64 backend asks
// which load sites sit in a loop (only those get stride prefetch sites).
#include <catch2/catch.hpp>

#include <random>

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

TEST_CASE("blocks on cycles match a search from every block on random CFGs", "[ir]") {
  std::mt19937 rng(7);
  for (int graph = 0; graph < 50; ++graph) {
    Function function;
    std::size_t n = 1 + rng() % 60;
    for (std::size_t i = 0; i < n; ++i) {
      Builder b(function.addBlock());
      switch (rng() % 4) {
        case 0: b.emit(Op::EndProgram, {}); break;
        case 1: b.emit(Op::Jump, {}, rng() % n); break;
        default: {
          std::uint64_t targets = (rng() % n) | (std::uint64_t(rng() % n) << 32);
          b.emit(Op::Branch, {b.emit(Op::Trunc, {b.get(Op::GetSGPR, 4)})}, targets);
        }
      }
    }
    // The reference: for each block, a search from its successors for it.
    std::vector<bool> expected(n, false);
    for (std::size_t start = 0; start < n; ++start) {
      std::vector<bool> seen(n, false);
      std::vector<std::size_t> stack = successors(function, *function.blocks()[start]);
      while (!stack.empty() && !expected[start]) {
        std::size_t block = stack.back();
        stack.pop_back();
        expected[start] = block == start;
        if (seen[block]) continue;
        seen[block] = true;
        for (std::size_t s : successors(function, *function.blocks()[block])) stack.push_back(s);
      }
    }
    INFO("graph " << graph << " with " << n << " blocks");
    CHECK(blocksOnCycles(function) == expected);
  }
}

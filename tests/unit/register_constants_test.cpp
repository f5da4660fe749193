// propagateRegisterConstants: a Get becomes a constant only when every path
// from the kernel's entry into its block sets that register to that
// constant. Each case reads v1 (or s3) in a block and checks whether the
// read is still a Get after the pass.
#include <catch2/catch.hpp>

#include "ir/builder.h"
#include "ir/passes/register_constants.h"
#include "ir/verifier.h"

using namespace gcnjit::ir;

namespace {

constexpr std::uint64_t kEntryPc = 0x100;
const Type kI32 = Type::scalar(Elem::I32);

// Blocks at kEntryPc, kEntryPc + 4, ...
Block& addBlock(Function& function) {
  return function.addBlock(kEntryPc + 4 * function.blocks().size());
}

Inst* lanes(Builder& b, std::uint32_t value) { return b.emit(Op::Broadcast, {b.constant(kI32, value)}); }

std::uint64_t branch(std::size_t taken, std::size_t notTaken) { return taken | (std::uint64_t(notTaken) << 32); }

// v5 = v1 (+ s3 when `readS3`) in `b`: the reads the cases look at.
void readV1(Builder& b, bool readS3 = false) {
  Inst* v1 = b.get(Op::GetVGPR, 1);
  if (readS3) v1 = b.emit(Op::Add, {v1, b.emit(Op::Broadcast, {b.get(Op::GetSGPR, 3)})});
  b.set(Op::SetVGPR, v1, 5);
}

// Whether block `index` still reads register `reg` (with `op`) from the state.
bool readsState(const Function& function, std::size_t index, Op op, unsigned reg) {
  for (const auto& inst : function.blocks()[index]->insts()) {
    if (inst->op == op && inst->imm == reg && inst->uses != 0) return true;
  }
  return false;
}

// Block 0 sets v1 = `value` (and s3 = 7), then a loop (block 1) reads them,
// adds to v2 and runs while v2 is not 0; `loopWritesV1` also writes v1 a
// lane-varying value in the loop.
Function loop(std::uint32_t value, bool loopWritesV1) {
  Function function;
  Builder b0(addBlock(function));
  b0.set(Op::SetVGPR, lanes(b0, value), 1);
  b0.set(Op::SetSGPR, b0.constant(kI32, 7), 3);
  b0.emit(Op::Jump, {}, 1);
  Builder b1(addBlock(function));
  readV1(b1, /*readS3=*/true);
  Inst* v2 = b1.emit(Op::Add, {b1.get(Op::GetVGPR, 2), b1.get(Op::GetVGPR, 5)});
  b1.set(Op::SetVGPR, v2, 2);
  if (loopWritesV1) b1.set(Op::SetVGPR, v2, 1);
  Inst* again = b1.emit(Op::ICmp, {b1.emit(Op::ReadFirstLane, {v2}), b1.constant(kI32, 0)}, 1);  // ne
  b1.emit(Op::Branch, {again}, branch(1, 2));
  Builder b2(addBlock(function));
  b2.emit(Op::EndProgram, {});
  return function;
}

// Block 0 branches to block 1 (v1 = `left`) or block 2 (v1 = `right`),
// both go on to block 3, which reads v1.
Function diamond(std::uint32_t left, std::uint32_t right) {
  Function function;
  Builder b0(addBlock(function));
  Inst* which = b0.emit(Op::ICmp, {b0.get(Op::GetSGPR, 0), b0.constant(kI32, 0)}, 0);
  b0.emit(Op::Branch, {which}, branch(1, 2));
  for (std::uint32_t value : {left, right}) {
    Builder b(addBlock(function));
    b.set(Op::SetVGPR, lanes(b, value), 1);
    b.emit(Op::Jump, {}, 3);
  }
  Builder b3(addBlock(function));
  readV1(b3);
  b3.emit(Op::EndProgram, {});
  return function;
}

void run(Function& function) {
  propagateRegisterConstants(function, kEntryPc);
  REQUIRE(verify(function).empty());
}

}  // namespace

TEST_CASE("a register set before a loop and not in it is a constant in the loop", "[ir]") {
  Function function = loop(0, false);
  run(function);
  CHECK_FALSE(readsState(function, 1, Op::GetVGPR, 1));
  CHECK_FALSE(readsState(function, 1, Op::GetSGPR, 3));
  CHECK(readsState(function, 1, Op::GetVGPR, 2));  // the loop's own value
}

TEST_CASE("a register the loop overwrites is not a constant at its head", "[ir]") {
  Function function = loop(0, true);
  run(function);
  CHECK(readsState(function, 1, Op::GetVGPR, 1));
  CHECK_FALSE(readsState(function, 1, Op::GetSGPR, 3));
}

TEST_CASE("paths that set different constants meet as unknown", "[ir]") {
  Function same = diamond(4, 4), different = diamond(4, 5);
  run(same);
  run(different);
  CHECK_FALSE(readsState(same, 3, Op::GetVGPR, 1));
  CHECK(readsState(different, 3, Op::GetVGPR, 1));
}

TEST_CASE("the entry block knows nothing, even as a loop's target", "[ir]") {
  // Block 0 reads v1, sets it to 0 and loops back to itself.
  Function function;
  Builder b0(addBlock(function));
  readV1(b0);
  b0.set(Op::SetVGPR, lanes(b0, 0), 1);
  Inst* again = b0.emit(Op::ICmp, {b0.get(Op::GetSGPR, 0), b0.constant(kI32, 0)}, 0);
  b0.emit(Op::Branch, {again}, branch(0, 1));
  Builder b1(addBlock(function));
  b1.emit(Op::EndProgram, {});
  run(function);
  CHECK(readsState(function, 0, Op::GetVGPR, 1));
}

TEST_CASE("indexed writes, traps and indirect jumps forget what is known", "[ir]") {
  enum class Between { IndexedVgprWrite, IndexedSgprWrite, Trap, Nothing };
  for (Between between : {Between::IndexedVgprWrite, Between::IndexedSgprWrite, Between::Trap, Between::Nothing}) {
    Function function;
    Builder b0(addBlock(function));
    b0.set(Op::SetVGPR, lanes(b0, 3), 1);
    b0.set(Op::SetSGPR, b0.constant(kI32, 7), 3);
    if (between == Between::IndexedVgprWrite) b0.emit(Op::SetVGPRIndexed, {b0.get(Op::GetM0), lanes(b0, 1)}, 0);
    if (between == Between::IndexedSgprWrite) b0.emit(Op::SetSGPRIndexed, {b0.get(Op::GetM0), b0.constant(kI32, 1)}, 0);
    if (between == Between::Trap) {
      b0.emit(Op::Trap, {}, std::uint64_t(1) << 32);  // resumes at block 1
    } else {
      b0.emit(Op::Jump, {}, 1);
    }
    Builder b1(addBlock(function));
    readV1(b1, /*readS3=*/true);
    b1.emit(Op::EndProgram, {});
    run(function);
    CAPTURE(int(between));
    bool vgprsKept = between == Between::Nothing || between == Between::IndexedSgprWrite;
    bool sgprsKept = between == Between::Nothing || between == Between::IndexedVgprWrite;
    CHECK(readsState(function, 1, Op::GetVGPR, 1) != vgprsKept);
    CHECK(readsState(function, 1, Op::GetSGPR, 3) != sgprsKept);
  }
  // An indirect jump may lead anywhere: the function is left alone.
  Function function;
  Builder b0(addBlock(function));
  b0.set(Op::SetVGPR, lanes(b0, 3), 1);
  b0.emit(Op::JumpIndirect, {b0.constant(Type::scalar(Elem::I64), kEntryPc + 4)});
  Builder b1(addBlock(function));
  readV1(b1);
  b1.emit(Op::EndProgram, {});
  run(function);
  CHECK(readsState(function, 1, Op::GetVGPR, 1));
}

// The IR verifier rejects malformed IR with a message naming the op and
// printing the instruction.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "ir/builder.h"
#include "ir/verifier.h"

using namespace gcnjit::ir;

namespace {

const Type kI32 = Type::scalar(Elem::I32);
const Type kF32 = Type::scalar(Elem::F32);

// Ends every block with EndProgram, then returns the single error the
// verifier reports for `function`.
std::string onlyError(Function& function) {
  for (const auto& block : function.blocks()) Builder(*block).emit(Op::EndProgram, {});
  std::vector<std::string> errors = verify(function);
  REQUIRE(errors.size() == 1);
  return errors[0];
}

}  // namespace

TEST_CASE("IR verifier: operand type mismatch names the op", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* i = b.constant(kI32, 1);
  Inst* f = b.constant(kF32, 0x3f800000);
  b.emit(Op::Add, {i, f});
  CHECK(onlyError(function) ==
        "block 0: Add (\"%2:i32 = Add %0, %1\"): operand 1 has invalid type f32");
}

TEST_CASE("IR verifier: wrong result type", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* v = b.get(Op::GetVGPR, 0);
  b.emitTyped(Op::Trunc, Type::vector(Elem::I64), {v});  // Trunc must narrow
  CHECK(onlyError(function) ==
        "block 0: Trunc (\"%1:v64i64 = Trunc %0\"): result type v64i64 does not fit the op");
}

TEST_CASE("IR verifier: conversions keep the shape", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.emitTyped(Op::ZExt, Type::vector(Elem::I64), {b.get(Op::GetSGPR, 0)});
  CHECK(onlyError(function).find("ZExt") != std::string::npos);
}

TEST_CASE("IR verifier: vector of i1 is not a type", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.emitTyped(Op::Broadcast, Type::vector(Elem::I1), {b.get(Op::GetSCC)});
  CHECK(onlyError(function) ==
        "block 0: Broadcast (\"%1:v64i1 = Broadcast %0\"): result type v64i1 does not fit the op");
}

TEST_CASE("IR verifier: use before definition", "[ir]") {
  Function function;
  Block& block = function.addBlock();
  Inst* later = block.append(Op::GetM0, kI32, {}, 0);
  block.insert(0, Op::SetSGPR, Type::voidType(), {later}, 3);
  CHECK(onlyError(function) ==
        "block 0: SetSGPR (\"SetSGPR s3, %0\"): operand 0 is used before its definition");
}

TEST_CASE("IR verifier: values do not cross blocks", "[ir]") {
  Function function;
  Inst* m0 = Builder(function.addBlock()).get(Op::GetM0);
  Builder(function.addBlock()).set(Op::SetMODE, m0);
  CHECK(onlyError(function) ==
        "block 1: SetMODE (\"SetMODE %0\"): operand 0 is defined in block 0");
}

TEST_CASE("IR verifier: operand count, void operand and immediates", "[ir]") {
  Function function;
  Block& block = function.addBlock();
  Builder b(block);
  Inst* s = b.get(Op::GetSGPR, 0);
  block.append(Op::Not, kI32, {s, s}, 0);
  Inst* store = b.set(Op::SetM0, s);
  b.emit(Op::Not, {store});
  b.get(Op::GetSGPR, 124);
  b.constant(Type::scalar(Elem::I16), 0x10000);
  b.emit(Op::Add, {s, s}, 7);
  b.emit(Op::EndProgram, {});
  std::vector<std::string> errors = verify(function);
  REQUIRE(errors.size() == 5);
  CHECK(errors[0] == "block 0: Not (\"%1:i32 = Not %0, %0\"): has 2 operands, expected 1");
  CHECK(errors[1] == "block 0: Not (\"Not %?\"): operand 0 has no value (void)");
  CHECK(errors[2] == "block 0: GetSGPR (\"%2:i32 = GetSGPR s124\"): register index out of range");
  CHECK(errors[3] ==
        "block 0: Const (\"%3:i16 = Const 65536\"): constant does not fit in i16");
  CHECK(errors[4] ==
        "block 0: Add (\"%4:i32 = Add %0, %0\"): has an immediate but the op takes none");
}

TEST_CASE("IR verifier: inconsistent use count", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* s = b.get(Op::GetSGPR, 1);
  b.set(Op::SetSGPR, s, 2);
  s->uses = 3;
  CHECK(onlyError(function) ==
        "block 0: GetSGPR (\"%0:i32 = GetSGPR s1\"): use count is 3, but 1 operands name it");
}

TEST_CASE("IR verifier: blocks end with one terminator naming real blocks", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.emit(Op::EndProgram, {});
  b.emit(Op::Jump, {}, 5);
  std::vector<std::string> errors = verify(function);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] == "block 0: EndProgram (\"EndProgram\"): terminator before the end of the block");
  CHECK(errors[1] == "block 0: Jump (\"Jump block 5\"): names block 5, which does not exist");

  Function open;
  Builder(open.addBlock()).get(Op::GetM0);
  CHECK(verify(open) == std::vector<std::string>{"block 0: does not end with a terminator"});
}

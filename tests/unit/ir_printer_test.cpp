// IR builder and printer: types derived from the op table, golden text.
#include <catch2/catch.hpp>

#include "ir/builder.h"
#include "ir/printer.h"
#include "ir/verifier.h"

using namespace gcnjit::ir;

TEST_CASE("IR type names", "[ir]") {
  CHECK(toString(Type::scalar(Elem::I1)) == "i1");
  CHECK(toString(Type::scalar(Elem::F16)) == "f16");
  CHECK(toString(Type::vector(Elem::I64)) == "v64i64");
  CHECK(toString(Type::mask()) == "mask");
  CHECK(toString(Type::voidType()) == "void");
  CHECK_FALSE(Type::vector(Elem::I1).isValid());
}

TEST_CASE("IR builder derives result types from the op table", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* s = b.get(Op::GetSGPR, 4);
  Inst* v = b.get(Op::GetVGPR, 1);
  Inst* sv = b.emit(Op::Broadcast, {s});
  CHECK(sv->type == Type::vector(Elem::I32));
  CHECK(b.emit(Op::ICmp, {s, s})->type == Type::scalar(Elem::I1));
  Inst* lanes = b.emit(Op::ICmp, {v, sv});
  CHECK(lanes->type == Type::mask());
  CHECK(b.emit(Op::Select, {lanes, v, sv})->type == Type::vector(Elem::I32));
  CHECK(b.emit(Op::ReadFirstLane, {v})->type == Type::scalar(Elem::I32));
  CHECK(b.emit(Op::Broadcast, {b.get(Op::GetSCC)})->type == Type::mask());
  CHECK(b.emit(Op::SetSGPR, {s}, 5)->type.isVoid());
  b.emit(Op::EndProgram, {});
  CHECK(verify(function).empty());
}

namespace {
Inst* s4x(Builder& b) { return b.get(Op::GetSGPR, 4); }
}  // namespace

TEST_CASE("IR printer golden text", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  // v_add_u32 v2, s4, v1 under EXEC, then s_add_u32 s5, s4, 1.
  Inst* s4 = b.get(Op::GetSGPR, 4);
  Inst* v1 = b.get(Op::GetVGPR, 1);
  Inst* sum = b.emit(Op::Add, {b.emit(Op::Broadcast, {s4}), v1});
  Inst* old = b.get(Op::GetVGPR, 2);
  b.set(Op::SetVGPR, b.emit(Op::Select, {b.get(Op::GetEXEC), sum, old}), 2);
  b.set(Op::SetSGPR, b.emit(Op::Add, {s4, b.constant(Type::scalar(Elem::I32), 1)}), 5);
  b.emit(Op::Jump, {}, 1);
  Builder b1(function.addBlock());
  Inst* half = b1.constant(Type::scalar(Elem::F16), 0x3c00);
  b1.set(Op::SetAccVGPR, b1.emitTyped(Op::ZExt, Type::vector(Elem::I32),
                                      {b1.emitTyped(Op::Bitcast, Type::vector(Elem::I16),
                                                    {b1.emit(Op::Broadcast, {half})})}), 3);
  b1.set(Op::SetSCC, b1.emit(Op::Not, {b1.get(Op::GetSCC)}));
  b1.emit(Op::Branch, {b1.emit(Op::ICmp, {s4x(b1), s4x(b1)}, std::uint64_t(ICmpPred::ULt))}, 0 | (1ull << 32));

  std::vector<std::string> errors = verify(function);
  INFO((errors.empty() ? std::string() : errors[0]));
  REQUIRE(errors.empty());
  CHECK(print(function) ==
        "block 0:\n"
        "  %0:i32 = GetSGPR s4\n"
        "  %1:v64i32 = GetVGPR v1\n"
        "  %2:v64i32 = Broadcast %0\n"
        "  %3:v64i32 = Add %2, %1\n"
        "  %4:v64i32 = GetVGPR v2\n"
        "  %5:mask = GetEXEC\n"
        "  %6:v64i32 = Select %5, %3, %4\n"
        "  SetVGPR v2, %6\n"
        "  %7:i32 = Const 1\n"
        "  %8:i32 = Add %0, %7\n"
        "  SetSGPR s5, %8\n"
        "  Jump block 1\n"
        "block 1:\n"
        "  %9:f16 = Const 0x3c00\n"
        "  %10:v64f16 = Broadcast %9\n"
        "  %11:v64i16 = Bitcast %10\n"
        "  %12:v64i32 = ZExt %11\n"
        "  SetAccVGPR a3, %12\n"
        "  %13:i1 = GetSCC\n"
        "  %14:i1 = Not %13\n"
        "  SetSCC %14\n"
        "  %15:i32 = GetSGPR s4\n"
        "  %16:i32 = GetSGPR s4\n"
        "  %17:i1 = ICmp ult, %15, %16\n"
        "  Branch block 0, block 1, %17\n");
}

TEST_CASE("IR op table properties", "[ir]") {
  CHECK(opInfo(Op::SetEXEC).has(opflag::SideEffect));
  CHECK(opInfo(Op::SetEXEC).state == StateLoc::Exec);
  CHECK_FALSE(opInfo(Op::GetEXEC).has(opflag::SideEffect));
  CHECK(opInfo(Op::ReadFirstLane).has(opflag::CrossLane));
  CHECK(opInfo(Op::ReadFirstLane).has(opflag::ReadsExec));
  CHECK(opInfo(Op::Select).numOperands == 3);
  CHECK(opInfo(Op::Const).imm == ImmKind::Constant);
  CHECK(opInfo(Op::GetVGPR).imm == ImmKind::Reg);
}

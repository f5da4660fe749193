// IR passes on small hand-built functions, each run through a PassManager so
// the verifier checks the IR before and after every pass.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "ir/builder.h"
#include "ir/passes/const_fold.h"
#include "ir/passes/cse.h"
#include "ir/passes/dce.h"
#include "ir/passes/get_set_forwarding.h"
#include "ir/passes/simplify.h"
#include "ir/passes/pass_manager.h"
#include "ir/printer.h"

using namespace gcnjit::ir;

namespace {

const Type kI32 = Type::scalar(Elem::I32);

// Runs `pass` under the verifier and returns the printed result.
std::string runPass(Function& function, const std::string& name, PassManager::PassFn pass) {
  PassManager manager;
  manager.add(name, std::move(pass));
  std::vector<std::string> errors = manager.run(function);
  INFO((errors.empty() ? std::string() : errors[0]));
  REQUIRE(errors.empty());
  return print(function);
}

}  // namespace

TEST_CASE("IR get/set forwarding within a block", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* s0 = b.get(Op::GetSGPR, 0);
  Inst* again = b.get(Op::GetSGPR, 0);         // forwarded from the first Get
  b.set(Op::SetSGPR, b.emit(Op::Add, {s0, again}), 1);  // dead: overwritten below
  b.set(Op::SetSGPR, s0, 1);
  b.set(Op::SetSGPR, b.get(Op::GetSGPR, 1), 1);  // stores what s1 holds
  b.set(Op::SetVCC, b.get(Op::GetEXEC));
  b.set(Op::SetEXEC, b.get(Op::GetVCC));        // EXEC := its own value
  b.set(Op::SetM0, s0);
  b.emit(Op::Add, {b.get(Op::GetM0), s0});       // reads M0: SetM0 stays live
  b.set(Op::SetM0, s0);                          // redundant: M0 holds s0
  b.emit(Op::EndProgram, {});

  CHECK(runPass(function, "get-set-forwarding", forwardGetSet) ==
        "block 0:\n"
        "  %0:i32 = GetSGPR s0\n"
        "  %1:i32 = Add %0, %0\n"
        "  SetSGPR s1, %0\n"
        "  %2:mask = GetEXEC\n"
        "  SetVCC %2\n"
        "  SetM0 %0\n"
        "  %3:i32 = Add %0, %0\n"
        "  EndProgram\n");
}

TEST_CASE("IR get/set forwarding: ReadsExec ops read EXEC", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.set(Op::SetEXEC, b.emit(Op::ICmp, {b.get(Op::GetVGPR, 0), b.get(Op::GetVGPR, 1)}, std::uint64_t(ICmpPred::Eq)));
  b.set(Op::SetSGPR, b.emit(Op::ReadFirstLane, {b.get(Op::GetVGPR, 2)}), 0);
  b.set(Op::SetEXEC, b.get(Op::GetVCC));
  b.emit(Op::EndProgram, {});

  std::string text = runPass(function, "get-set-forwarding", forwardGetSet);
  CHECK(text.find("SetEXEC %2") != std::string::npos);  // kept: ReadFirstLane reads it
  CHECK(text.find("SetEXEC %5") != std::string::npos);
}

TEST_CASE("IR get/set forwarding is per block", "[ir]") {
  Function function;
  Builder b0(function.addBlock());
  b0.set(Op::SetSCC, b0.get(Op::GetSCC));  // stores what SCC holds
  b0.emit(Op::Jump, {}, 1);
  Builder b1(function.addBlock());
  b1.set(Op::SetSGPR, b1.get(Op::GetSGPR, 7), 8);
  b1.set(Op::SetSGPR, b1.get(Op::GetSGPR, 7), 9);
  b1.emit(Op::EndProgram, {});

  CHECK(runPass(function, "get-set-forwarding", forwardGetSet) ==
        "block 0:\n"
        "  %0:i1 = GetSCC\n"
        "  Jump block 1\n"
        "block 1:\n"
        "  %1:i32 = GetSGPR s7\n"
        "  SetSGPR s8, %1\n"
        "  SetSGPR s9, %1\n"
        "  EndProgram\n");
}

TEST_CASE("IR dead-code elimination keeps side effects", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* v = b.get(Op::GetVGPR, 3);
  Inst* unused = b.emit(Op::Mul, {v, v});
  b.emit(Op::ReadFirstLane, {b.emit(Op::Add, {unused, v})});  // dead chain
  b.set(Op::SetVGPR, v, 4);
  b.emit(Op::EndProgram, {});

  CHECK(runPass(function, "dce", eliminateDeadCode) ==
        "block 0:\n"
        "  %0:v64i32 = GetVGPR v3\n"
        "  SetVGPR v4, %0\n"
        "  EndProgram\n");
}

TEST_CASE("IR common-subexpression elimination", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  Inst* s0 = b.get(Op::GetSGPR, 0);
  Inst* s1 = b.get(Op::GetSGPR, 1);
  Inst* pair = b.emit(Op::Concat, {s0, s1});
  Inst* again = b.emit(Op::Concat, {s0, s1});          // the same: replaced
  Inst* swapped = b.emit(Op::Concat, {s1, s0});        // other operands: kept
  b.set(Op::SetSGPR, b.emitTyped(Op::Trunc, kI32, {again}), 2);
  b.set(Op::SetSGPR, b.emitTyped(Op::Trunc, kI32, {swapped}), 3);
  b.set(Op::SetSGPR, b.emitTyped(Op::Trunc, kI32, {pair}), 4);
  Inst* one = b.constant(kI32, 1);
  Inst* sum = b.emit(Op::Add, {s0, one});
  Inst* sumAgain = b.emit(Op::Add, {s0, b.constant(kI32, 1)});  // equal constants merge first
  b.set(Op::SetSGPR, b.emit(Op::Xor, {sum, sumAgain}), 5);
  Inst* v = b.get(Op::GetVGPR, 0);
  Inst* f = b.emitTyped(Op::Bitcast, Type::vector(Elem::F32), {v});
  Inst* product = b.emit(Op::FMul, {f, f});
  b.set(Op::SetMODE, b.constant(kI32, 0));
  Inst* productAfter = b.emit(Op::FMul, {f, f});        // MODE changed: kept
  b.set(Op::SetVGPR, b.emitTyped(Op::Bitcast, Type::vector(Elem::I32), {product}), 1);
  b.set(Op::SetVGPR, b.emitTyped(Op::Bitcast, Type::vector(Elem::I32), {productAfter}), 2);
  b.emit(Op::EndProgram, {});

  PassManager manager;
  manager.add("cse", eliminateCommonSubexpressions);
  manager.add("dce", eliminateDeadCode);
  std::vector<std::string> errors = manager.run(function);
  REQUIRE(errors.empty());
  std::string text = print(function);
  auto count = [&](const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  CHECK(count("= Concat") == 2);
  CHECK(count("= Add") == 1);
  CHECK(count("= Const 1") == 1);
  CHECK(count("= FMul") == 2);
  CHECK(count("= Trunc") == 2);  // Trunc(pair) and Trunc(again) are one value now
}

TEST_CASE("IR simplification of identities and 64-bit pair shifts", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  const Type v32 = Type::vector(Elem::I32), v64 = Type::vector(Elem::I64);
  Inst* lo = b.get(Op::GetVGPR, 0);
  Inst* hi = b.get(Op::GetVGPR, 1);
  Inst* zero = b.emit(Op::Broadcast, {b.constant(kI32, 0)});
  b.set(Op::SetVGPR, b.emit(Op::Add, {lo, zero}), 2);  // lo
  Inst* pair = b.emit(Op::Concat, {lo, hi});
  b.set(Op::SetVGPR, b.emitTyped(Op::Trunc, v32, {pair}), 3);  // lo
  // v_lshlrev_b64 v[4:5], 2, v[0:1]
  Inst* amount = b.emitTyped(Op::ZExt, v64, {b.emit(Op::Broadcast, {b.constant(kI32, 2)})});
  Inst* shifted = b.emit(Op::Shl, {pair, amount});
  b.set(Op::SetVGPR, b.emitTyped(Op::Trunc, v32, {shifted}), 4);
  Inst* high = b.emit(Op::LShr, {shifted, b.emit(Op::Broadcast, {b.constant(Type::scalar(Elem::I64), 32)})});
  b.set(Op::SetVGPR, b.emitTyped(Op::Trunc, v32, {high}), 5);
  b.emit(Op::EndProgram, {});

  PassManager manager;
  manager.add("simplify", simplify);
  manager.add("dce", eliminateDeadCode);
  REQUIRE(manager.run(function).empty());
  std::string text = print(function);
  CHECK(text.find("Concat") == std::string::npos);
  CHECK(text.find("v64i64") == std::string::npos);  // no 64-bit lanes left
  CHECK(text.find("SetVGPR v2, %0") != std::string::npos);
  CHECK(text.find("SetVGPR v3, %0") != std::string::npos);
}

TEST_CASE("IR constant folding of integer ops", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  auto c32 = [&](std::uint64_t bits) { return b.constant(kI32, bits); };
  auto c16 = [&](std::uint64_t bits) { return b.constant(Type::scalar(Elem::I16), bits); };
  b.set(Op::SetSGPR, b.emit(Op::Sub, {c32(1), c32(2)}), 0);                 // wraps
  b.set(Op::SetSGPR, b.emit(Op::Shl, {c32(3), c32(33)}), 1);                // amount mod 32
  b.set(Op::SetSGPR, b.emit(Op::AShr, {c32(0x80000000), c32(4)}), 2);
  b.set(Op::SetSGPR, b.emit(Op::LShr, {c32(0x80000000), c32(4)}), 3);
  b.set(Op::SetSGPR, b.emitTyped(Op::SExt, kI32, {c16(0xfffe)}), 4);
  b.set(Op::SetSGPR, b.emitTyped(Op::ZExt, kI32, {c16(0xfffe)}), 5);
  b.set(Op::SetSGPR, b.emit(Op::Mul, {c32(0x10000), c32(0x10001)}), 6);
  b.set(Op::SetSGPR, b.emit(Op::Xor, {b.emit(Op::Not, {c32(0)}), c32(0xff)}), 7);
  b.set(Op::SetSGPR, b.emitTyped(Op::Trunc, kI32,
                                 {b.constant(Type::scalar(Elem::I64), 0x123456789)}), 8);
  b.set(Op::SetSCC, b.emit(Op::ICmp, {c32(0xffffffff), c32(0)}, std::uint64_t(ICmpPred::SLt)));         // -1 < 0
  b.set(Op::SetSCC, b.emit(Op::ICmp, {c32(0xffffffff), c32(0)}, std::uint64_t(ICmpPred::ULt)));
  Inst* picked = b.emit(Op::Select, {b.emit(Op::ICmp, {c32(5), c32(5)}, std::uint64_t(ICmpPred::Ne)),
                                     b.get(Op::GetSGPR, 20), b.get(Op::GetSGPR, 21)});
  b.set(Op::SetSGPR, picked, 9);
  b.set(Op::SetVGPR, b.emit(Op::Add, {b.get(Op::GetVGPR, 0), b.emit(Op::Broadcast, {c32(1)})}));
  b.emit(Op::EndProgram, {});

  PassManager manager;
  manager.add("const-fold", foldConstants);
  manager.add("dce", eliminateDeadCode);
  std::vector<std::string> errors = manager.run(function);
  INFO((errors.empty() ? std::string() : errors[0]));
  REQUIRE(errors.empty());
  CHECK(print(function) ==
        "block 0:\n"
        "  %0:i32 = Const 4294967295\n"
        "  SetSGPR s0, %0\n"
        "  %1:i32 = Const 6\n"
        "  SetSGPR s1, %1\n"
        "  %2:i32 = Const 4160749568\n"
        "  SetSGPR s2, %2\n"
        "  %3:i32 = Const 134217728\n"
        "  SetSGPR s3, %3\n"
        "  %4:i32 = Const 4294967294\n"
        "  SetSGPR s4, %4\n"
        "  %5:i32 = Const 65534\n"
        "  SetSGPR s5, %5\n"
        "  %6:i32 = Const 65536\n"
        "  SetSGPR s6, %6\n"
        "  %7:i32 = Const 4294967040\n"
        "  SetSGPR s7, %7\n"
        "  %8:i32 = Const 591751049\n"
        "  SetSGPR s8, %8\n"
        "  %9:i1 = Const 1\n"
        "  SetSCC %9\n"
        "  %10:i1 = Const 0\n"
        "  SetSCC %10\n"
        "  %11:i32 = GetSGPR s21\n"
        "  SetSGPR s9, %11\n"
        "  %12:v64i32 = GetVGPR v0\n"
        "  %13:i32 = Const 1\n"
        "  %14:v64i32 = Broadcast %13\n"
        "  %15:v64i32 = Add %12, %14\n"
        "  SetVGPR v0, %15\n"
        "  EndProgram\n");
}

TEST_CASE("IR default pipeline verifies after every pass", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  // s_mov_b32 s0, 2; s_add_u32 s1, s0, 3; s_mov_b32 s0, s1 (the first s0 store dies).
  b.set(Op::SetSGPR, b.constant(kI32, 2), 0);
  b.set(Op::SetSGPR, b.emit(Op::Add, {b.get(Op::GetSGPR, 0), b.constant(kI32, 3)}), 1);
  b.set(Op::SetSGPR, b.get(Op::GetSGPR, 1), 0);
  b.emit(Op::EndProgram, {});

  REQUIRE(defaultPipeline().run(function).empty());
  CHECK(print(function) ==
        "block 0:\n"
        "  %0:i32 = Const 5\n"
        "  SetSGPR s1, %0\n"
        "  SetSGPR s0, %0\n"
        "  EndProgram\n");
}

TEST_CASE("IR pass manager names the pass that broke the IR", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.set(Op::SetM0, b.get(Op::GetSGPR, 0));
  b.emit(Op::EndProgram, {});
  PassManager manager;
  manager.add("dce", eliminateDeadCode);
  manager.add("break-types", [](Function& f) { f.blocks()[0]->insts()[0]->type = Type::mask(); });
  std::vector<std::string> errors = manager.run(function);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] ==
        "after break-types: block 0: GetSGPR (\"%0:mask = GetSGPR s0\"): "
        "result type mask does not fit the op");
  CHECK(errors[1] ==
        "after break-types: block 0: SetM0 (\"SetM0 %0\"): operand 0 has invalid type mask");
}

TEST_CASE("IR pass manager verifying only at the ends still rejects broken output", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.set(Op::SetM0, b.get(Op::GetSGPR, 0));
  b.emit(Op::EndProgram, {});
  PassManager manager;
  manager.add("break-types", [](Function& f) { f.blocks()[0]->insts()[0]->type = Type::mask(); });
  manager.add("dce", eliminateDeadCode);
  std::vector<std::string> errors = manager.run(function, PassManager::Verify::Ends);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0].rfind("after passes: block 0: GetSGPR", 0) == 0);
}

TEST_CASE("IR pass manager rejects malformed input", "[ir]") {
  Function function;
  Builder b(function.addBlock());
  b.emit(Op::FAdd, {b.get(Op::GetSGPR, 0), b.get(Op::GetSGPR, 1)});
  std::vector<std::string> errors = defaultPipeline().run(function);
  REQUIRE_FALSE(errors.empty());
  CHECK(errors[0].rfind("before passes: block 0: FAdd", 0) == 0);
}

// The fused f32 division (ir/passes/fdiv_sequences.h): the pass fuses the
// sequence compilers emit and nothing else, and the sequence's bits, which
// FDivSequence's lane function computes step by step, are the host's
// quotient wherever the JIT divides once (backend_x64/emit/emit_float_div.cpp:
// exponent fields of num and den in [1, 254], of the quotient in [2, 253],
// round to nearest even, denormals kept). The JIT's own code is checked
// against the interpreter in float_div_jit_test.cpp.
#include <catch2/catch.hpp>

#include <bit>
#include <cstdint>
#include <random>
#include <string>

#include "ir/builder.h"
#include "ir/eval/eval.h"
#include "ir/mode.h"
#include "ir/passes/dce.h"
#include "ir/passes/fdiv_sequences.h"
#include "ir/passes/pass_manager.h"
#include "ir/printer.h"

using namespace gcnjit::ir;

namespace {

const Type kF32 = Type::vector(Elem::F32);

// Builds the sequence on v0 / v1 into v2, with the quotient estimate's
// multiply as the compiler emits it or with its operands swapped.
Function divisionSequence(bool swappedMultiply) {
  Function function;
  Builder b(function.addBlock());
  Inst* num = b.emitTyped(Op::Bitcast, kF32, {b.get(Op::GetVGPR, 0)});
  Inst* den = b.emitTyped(Op::Bitcast, kF32, {b.get(Op::GetVGPR, 1)});
  Inst* denScaled = b.emit(Op::FDivScale, {den, den, num});
  Inst* numScaled = b.emit(Op::FDivScale, {num, den, num});
  Inst* flag = b.emit(Op::FDivScaleFlag, {num, den, num});
  Inst* r0 = b.emit(Op::FRcp, {denScaled}, 1);
  Inst* negDen = b.emit(Op::FNeg, {denScaled});
  Inst* one = b.emitTyped(Op::Bitcast, kF32,
                          {b.emit(Op::Broadcast, {b.constant(Type::scalar(Elem::I32), 0x3f800000)})});
  Inst* e0 = b.emit(Op::FFma, {negDen, r0, one});
  Inst* r = b.emit(Op::FFma, {e0, r0, r0});
  Inst* q0 = swappedMultiply ? b.emit(Op::FMul, {r, numScaled}) : b.emit(Op::FMul, {numScaled, r});
  Inst* e1 = b.emit(Op::FFma, {negDen, q0, numScaled});
  Inst* q = b.emit(Op::FFma, {e1, r, q0});
  Inst* e2 = b.emit(Op::FFma, {negDen, q, numScaled});
  Inst* fmas = b.emit(Op::FDivFmas, {e2, r, q, flag});
  Inst* quotient = b.emit(Op::FDivFixup, {fmas, den, num});
  b.set(Op::SetVGPR, b.emitTyped(Op::Bitcast, Type::vector(Elem::I32), {quotient}), 2);
  b.emit(Op::EndProgram, {});
  return function;
}

std::string fused(Function function) {
  PassManager manager;
  manager.add("fuse-division-sequences", fuseDivisionSequences);
  manager.add("dce", eliminateDeadCode);
  std::vector<std::string> errors = manager.run(function);
  INFO((errors.empty() ? std::string() : errors[0]));
  REQUIRE(errors.empty());
  return print(function);
}

std::uint32_t exponentField(std::uint32_t bits) { return (bits >> 23) & 0xff; }

}  // namespace

TEST_CASE("The f32 division sequence becomes one FDivSequence", "[ir][float]") {
  std::string text = fused(divisionSequence(false));
  CHECK(text.find("FDivSequence 1, %") != std::string::npos);
  for (const char* step : {"FDivScale", "FRcp", "FFma", "FMul", "FDivFmas", "FDivFixup"}) {
    INFO(step);
    CHECK(text.find(std::string(step) + " ") == std::string::npos);
  }
}

TEST_CASE("A division sequence with other operand order stays as it is", "[ir][float]") {
  // FMul picks between NaN operands by position: swapped, the steps' bits
  // are not FDivSequence's.
  std::string text = fused(divisionSequence(true));
  CHECK(text.find("FDivSequence") == std::string::npos);
  CHECK(text.find("FDivFixup") != std::string::npos);
}

TEST_CASE("The f32 division sequence gives the host quotient where the JIT divides once", "[ir][float]") {
  std::mt19937_64 rng(20261129);
  LaneArgs args;
  args.elem = args.result = Elem::F32;
  args.imm = 1;  // V_RCP_F32 flushes denormals (the lifter's imm)
  args.mode = mode::make(mode::kRoundNearestEven, mode::kRoundNearestEven, mode::kKeepDenormals,
                         mode::kKeepDenormals, true, true);
  LaneFn sequence = laneFunction(Op::FDivSequence);
  auto withExponent = [&](std::uint32_t exponent) {
    return std::uint32_t(rng() & 0x807fffff) | (exponent << 23);
  };
  unsigned compared = 0;
  for (unsigned i = 0; i < 1500000; ++i) {
    std::uint32_t num, den;
    switch (i % 3) {
      case 0:  // anywhere in the normal range
        num = withExponent(1 + std::uint32_t(rng() % 254));
        den = withExponent(1 + std::uint32_t(rng() % 254));
        break;
      case 1: {  // quotients at the ends of the range the JIT divides in
        std::uint32_t target = rng() & 1 ? 2 + std::uint32_t(rng() % 3) : 251 + std::uint32_t(rng() % 3);
        den = withExponent(1 + std::uint32_t(rng() % 254));
        std::int64_t e = std::int64_t(target) + std::int64_t(exponentField(den)) - 127;
        if (e < 1 || e > 254) continue;
        num = withExponent(std::uint32_t(e));
        break;
      }
      default:  // significands at the ends (quotients next to a power of two)
        num = withExponent(100 + std::uint32_t(rng() % 55)) | (rng() & 1 ? 0x007fff00u : 0u);
        den = (withExponent(100 + std::uint32_t(rng() % 55)) & ~0x007fffffu) | std::uint32_t(rng() % 256);
        break;
    }
    std::uint32_t host = std::bit_cast<std::uint32_t>(std::bit_cast<float>(num) / std::bit_cast<float>(den));
    if (exponentField(host) < 2 || exponentField(host) > 253) continue;
    args.a = num;
    args.b = den;
    std::uint32_t bits = std::uint32_t(sequence(args));
    if (bits != host) {
      FAIL_CHECK("0x" << std::hex << num << " / 0x" << den << ": sequence 0x" << bits << ", host 0x" << host);
      break;
    }
    ++compared;
  }
  CHECK(compared > 1000000);
}

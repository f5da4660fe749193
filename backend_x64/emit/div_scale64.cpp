// V_DIV_SCALE_F64 (lane_FDivScale and lane_FDivScaleFlag on f64 lanes,
// ir/eval/float.cpp's divScale) as a loop over the 64 lanes in general
// registers, with the x87 steps the lane function takes where its result
// depends on their rounding:
// - A zero S1 or S2 (on the bits: no flushing) gives the default NaN.
// - The denormal reciprocal test, 1 / S1 in long double below 2^-1022 and
//   not zero, is |S1| in (2^1022, inf): 1 / S1 is then below 2^-1022 by more
//   than its rounding error (for S1 = 2^1022 * m, m > 1 a 53-bit mantissa,
//   1 - 1/m >= 2^-53, far above long double's half ULP 2^-65), and 1 / inf
//   is zero.
// - The denormal quotient test divides in x87 as the lane function does
//   (fdiv of the doubles, long double precision, the caller's control word,
//   which the helper would run under too) and reads the biased exponent of
//   the stored 80-bit quotient: in (0, 16383 - 1022) is below 2^-1022 and
//   not zero (the long double range cannot underflow these quotients).
// - S0 "is" S1 or S2 when they compare equal as doubles: equal bits and not
//   NaN (S1 and S2 are not zero there).
// - The scalings, ldexp(S0, +-128) rounded once in MODE's f64 rounding, are
//   fscale (exact in long double) and fstp to double under a control word
//   with MODE's rounding field: one rounding, to a denormal, the largest
//   double or infinity as IEEE 754 says, as ldexp does; a NaN comes out
//   quieted, as ldexp returns it.
// The order of the tests is the lane function's.
#include "backend_x64/emit/div_scale64.h"

#include "backend_x64/emit/emit_common.h"
#include "ir/eval/float_env.h"

namespace gcnjit::backend_x64 {
namespace {

using x86::r10;
using x86::r11d;
using x86::r8;
using x86::r9;
using x86::rax;
using x86::rdx;

constexpr std::uint32_t kX87Rounding[] = {0, 2, 1, 3};  // MODE's field (even, +inf, -inf, zero) as x87 RC
constexpr std::uint32_t kX87RoundingField = 0xc00;
constexpr std::uint64_t kDefaultNan = 0xfff8000000000000ull;
constexpr std::int32_t kScale = 128, kNearMaxGap = 768, kTinyNumeratorExponent = 53;
constexpr std::uint32_t kTinyLongDoubleExponent = 16383 - 1022;

// The stack frame of the op.
constexpr std::int32_t kCallerCw = 0, kModeCw = 2, kScaleBy = 4, kQuotient = 8, kTinyQuotient = 20, kScaled = 24,
                       kFlags = 32, kFrameBytes = 48;
x86::Mem stack(std::int32_t offset, unsigned size) { return x86::ptr(x86::rsp, offset, size); }

// One lane's operands, addressed by the lane counter in ecx.
struct LaneOperands {
  x86::Mem s0, den, num;
};

// Where one lane's tests lead: each path ends at `store` with the result in
// r10 and the flag in r11d.
struct LanePaths {
  Label nan, keep, up, down, store, upIfS0IsDen, upIfS0IsNum;
};

// Opens the op's stack frame: the caller's x87 control word, the same with
// MODE's f64 rounding, and the flag mask cleared.
void enterFrame(x86::Assembler& a, std::uint32_t rounding, bool flagOp) {
  a.sub(x86::rsp, kFrameBytes);
  a.fnstcw(stack(kCallerCw, 2));
  a.movzx(x86::eax, stack(kCallerCw, 2));
  a.and_(x86::eax, ~kX87RoundingField);
  a.or_(x86::eax, rounding << 10);
  a.mov(stack(kModeCw, 2), x86::ax);
  if (flagOp) a.mov(stack(kFlags, 8), 0);
}

// The lane's S0, S1, S2 into rax, r8, r9, the flag cleared; a zero S1 or S2
// goes to `nan`; E1 and E2 (the biased exponents) into esi and edi.
void loadLane(x86::Assembler& a, const LaneOperands& lane, const Label& nan) {
  a.mov(rax, lane.s0);
  a.mov(r8, lane.den);
  a.mov(r9, lane.num);
  a.xor_(r11d, r11d);  // the flag
  for (const x86::Gp& v : {r8, r9}) {
    a.mov(rdx, v);
    a.shl(rdx, 1);
    a.jz(nan);
  }
  a.mov(x86::rsi, r8);  // E1
  a.shr(x86::rsi, 52);
  a.and_(x86::esi, 0x7ff);
  a.mov(x86::rdi, r9);  // E2
  a.shr(x86::rdi, 52);
  a.and_(x86::edi, 0x7ff);
}

// The denormal quotient, in long double under the caller's control word:
// sets the frame's kTinyQuotient byte.
void testTinyQuotient(x86::Assembler& a, const LaneOperands& lane) {
  a.fld(lane.num);
  a.fdiv(lane.den);
  a.fstp(stack(kQuotient, 10));
  a.movzx(x86::edx, stack(kQuotient + 8, 2));
  a.and_(x86::edx, 0x7fff);
  a.dec(x86::edx);
  a.cmp(x86::edx, kTinyLongDoubleExponent - 1);
  a.setb(stack(kTinyQuotient, 1));
}

// The lane function's tests in its order, from the exponent gap to the tiny
// numerator: each ends in a jump to one of the paths.
void chooseScaling(x86::Assembler& a, const LanePaths& to) {
  Label notGap = a.newLabel(), notTinyRecip = a.newLabel(), notTinyQuotient = a.newLabel();
  // E2 - E1 >= 768: N/D near the largest double.
  a.mov(x86::edx, x86::edi);
  a.sub(x86::edx, x86::esi);
  a.cmp(x86::edx, kNearMaxGap);
  a.jl(notGap);
  a.mov(r11d, 1);
  a.jmp(to.upIfS0IsDen);
  a.bind(notGap);
  a.test(x86::esi, x86::esi);  // a denormal S1 (not zero here)
  a.jz(to.up);
  // The denormal reciprocal: |S1| in (2^1022, inf), on the magnitude's bits shifted left.
  a.mov(rdx, r8);
  a.shl(rdx, 1);
  a.mov(r10, 0x7fd0000000000000ull << 1);
  a.cmp(rdx, r10);
  a.jbe(notTinyRecip);
  a.mov(r10, 0x7ff0000000000000ull << 1);
  a.cmp(rdx, r10);
  a.jae(notTinyRecip);
  a.cmp(stack(kTinyQuotient, 1), 0);
  a.je(to.down);
  a.mov(r11d, 1);
  a.jmp(to.upIfS0IsDen);
  a.bind(notTinyRecip);
  a.cmp(stack(kTinyQuotient, 1), 0);
  a.je(notTinyQuotient);
  a.mov(r11d, 1);
  a.jmp(to.upIfS0IsNum);
  a.bind(notTinyQuotient);
  a.cmp(x86::edi, kTinyNumeratorExponent);
  a.jbe(to.up);
  a.jmp(to.keep);
}

// At `at`: S0 scaled up if it equals `other` (S1 or S2) as a double, else S0.
void upIfEqual(x86::Assembler& a, const LanePaths& to, const Label& at, const x86::Gp& other,
               const x86::Gp& exponent) {
  a.bind(at);
  a.cmp(rax, other);
  a.jne(to.keep);
  a.cmp(exponent, 0x7ff);
  a.jne(to.up);
  a.mov(rdx, other);
  a.shl(rdx, 12);
  a.jnz(to.keep);  // a NaN equals nothing
  a.jmp(to.up);
}

// The results: the default NaN, S0 itself, or S0 scaled by 2^128 or 2^-128
// in MODE's rounding; each into r10, then on to `store`.
void laneResults(x86::Assembler& a, const LaneOperands& lane, const LanePaths& paths) {
  Label scale = a.newLabel();
  a.bind(paths.nan);
  a.mov(r10, kDefaultNan);
  a.jmp(paths.store);
  a.bind(paths.keep);
  a.mov(r10, rax);
  a.jmp(paths.store);
  a.bind(paths.up);
  a.mov(stack(kScaleBy, 4), kScale);
  a.jmp(scale);
  a.bind(paths.down);
  a.mov(stack(kScaleBy, 4), -kScale);
  a.bind(scale);
  a.fldcw(stack(kModeCw, 2));
  a.fild(stack(kScaleBy, 4));
  a.fld(lane.s0);
  a.fscale();
  a.fstp(stack(kScaled, 8));
  a.fstp(x86::st0);
  a.fldcw(stack(kCallerCw, 2));
  a.mov(r10, stack(kScaled, 8));
}

}  // namespace

bool nativeDivScale64(const Emitter& e, const ir::Inst& inst) {
  ir::Type f64 = ir::Type::vector(ir::Elem::F64);
  if (!e.staticMode() || inst.operands.size() != 3) return false;
  for (const ir::Inst* op : inst.operands) {
    if (op->type != f64) return false;
  }
  return inst.op == ir::Op::FDivScale ? inst.type == f64 : inst.type.isMask();
}

void emitDivScale64(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  bool flagOp = inst.op == ir::Op::FDivScaleFlag;
  enterFrame(a, kX87Rounding[ir::fp::roundMode(e.options.initialMode, ir::Elem::F64)], flagOp);

  LaneOperands lane{laneOf(e.at(inst.operands[0]), 8), laneOf(e.at(inst.operands[1]), 8),
                    laneOf(e.at(inst.operands[2]), 8)};
  LanePaths paths{a.newLabel(), a.newLabel(), a.newLabel(), a.newLabel(),
                  a.newLabel(), a.newLabel(), a.newLabel()};
  Label next = a.newLabel();
  a.xor_(x86::ecx, x86::ecx);
  a.bind(next);
  loadLane(a, lane, paths.nan);
  testTinyQuotient(a, lane);
  chooseScaling(a, paths);
  upIfEqual(a, paths, paths.upIfS0IsDen, r8, x86::esi);
  upIfEqual(a, paths, paths.upIfS0IsNum, r9, x86::edi);
  laneResults(a, lane, paths);
  a.bind(paths.store);
  if (flagOp) {
    a.shl(x86::r11, x86::cl);
    a.or_(stack(kFlags, 8), x86::r11);
  } else {
    a.mov(laneOf(e.at(&inst), 8), r10);
  }
  a.inc(x86::ecx);
  a.cmp(x86::ecx, ir::kWaveLanes);
  a.jne(next);
  if (flagOp) {
    a.mov(rax, stack(kFlags, 8));
    a.add(x86::rsp, kFrameBytes);
    e.storeScalar(inst, rax);
  } else {
    a.add(x86::rsp, kFrameBytes);
  }
}

}  // namespace gcnjit::backend_x64

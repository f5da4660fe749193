// V_RSQ_F64 (lane_FRsq on f64 lanes, ir/eval/float.cpp): the lane function
// computes 1 / sqrt(a) in x87 extended precision, each step rounded in
// MODE's f64 rounding (fesetround sets the x87 control word too), and
// rounds the quotient to double. No SSE sequence rounds the same way, so
// the code runs the same x87 steps per lane: fld1, fld a, fsqrt, fdivp,
// fstp to double, under the caller's control word (its precision control,
// extended, as the interpreter's) with its rounding field set to MODE's.
// Input flushing follows MODE (or the op's kFlushDenorms) on the bits, as
// flushDenormal does; the result is never denormal (1 / sqrt of the
// largest double is about 2^-512), so output flushing has nothing to do.
#include "backend_x64/emit/rsq64.h"

#include "backend_x64/emit/emit_common.h"
#include "ir/eval/float_env.h"
#include "ir/eval/float_imm.h"

namespace gcnjit::backend_x64 {
namespace {

// MODE's rounding field (nearest even, +inf, -inf, zero) as the x87 control
// word's RC field (nearest, down, up, zero).
constexpr std::uint32_t kX87Rounding[] = {0, 2, 1, 3};
constexpr std::uint32_t kX87RoundingField = 0xc00;

}  // namespace

bool nativeRsqF64(const Emitter& e, const ir::Inst& inst) {
  ir::Type f64 = ir::Type::vector(ir::Elem::F64);
  return e.staticMode() && inst.type == f64 && inst.operands[0]->type == f64;
}

void emitRsqF64(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  std::uint32_t mode = e.options.initialMode;
  bool flushIn = (inst.imm & ir::fpimm::kFlushDenorms) || ir::fp::flushInputs(mode, ir::Elem::F64);
  // The control word: the caller's in [rsp], the op's in [rsp + 2]; a
  // flushed input in [rsp + 8].
  a.sub(x86::rsp, 16);
  a.fnstcw(x86::word_ptr(x86::rsp));
  a.movzx(x86::eax, x86::word_ptr(x86::rsp));
  a.and_(x86::eax, ~kX87RoundingField);
  a.or_(x86::eax, kX87Rounding[ir::fp::roundMode(mode, ir::Elem::F64)] << 10);
  a.mov(x86::word_ptr(x86::rsp, 2), x86::ax);
  a.fldcw(x86::word_ptr(x86::rsp, 2));
  x86::Mem in = laneOf(e.at(inst.operands[0]), 8), out = laneOf(e.at(&inst), 8);
  Label lane = a.newLabel();
  a.xor_(x86::ecx, x86::ecx);
  a.bind(lane);
  a.fld1();
  if (flushIn) {  // a zero exponent field: keep the sign only
    Label kept = a.newLabel();
    a.mov(x86::rax, in);
    a.mov(x86::rdx, x86::rax);
    a.shr(x86::rdx, 52);
    a.test(x86::edx, 0x7ff);
    a.jnz(kept);
    a.shr(x86::rax, 63);
    a.shl(x86::rax, 63);
    a.bind(kept);
    a.mov(x86::qword_ptr(x86::rsp, 8), x86::rax);
    a.fld(x86::qword_ptr(x86::rsp, 8));
  } else {
    a.fld(in);
  }
  a.fsqrt();
  a.fdivp(x86::st1);  // st1 / st0: 1 / sqrt(a)
  a.fstp(out);
  a.inc(x86::ecx);
  a.cmp(x86::ecx, ir::kWaveLanes);
  a.jne(lane);
  a.fldcw(x86::word_ptr(x86::rsp));
  a.add(x86::rsp, 16);
}

}  // namespace gcnjit::backend_x64

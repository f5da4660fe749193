// The 4-byte float atomics (DS_ADD/MIN/MAX/CMPST_F32, GLOBAL and
// BUFFER_ATOMIC_ADD_F32 and PK_ADD_F16) as host code for one lane,
// bit-identical to ir::atomicNewValue (ir/eval/float_atomic.cpp). The F64
// forms are LDS-only on these targets, where native atomics are 4-byte.
// - FAdd: fp::apply's f32 add in round-to-nearest-even with denormals
//   kept. vaddss under the caller's MXCSR with RC cleared is that
//   computation (the interpreter runs it under the same MXCSR), and x86's
//   NaN rule is apply's: the first NaN operand (old, then data), quieted;
//   inf - inf gives the default NaN 0xffc00000.
// - FAddFtz: apply with f32 inputs and outputs flushed. DAZ flushes the
//   inputs as flushDenormal does (a zero of the same sign). FTZ flushes a
//   result tiny after rounding, flushDenormal one that is denormal after
//   rounding; they can differ only for an inexact result next to the
//   smallest normal, and the sum of two f32 values smaller than that is
//   exact (both are multiples of the smallest denormal), so they agree.
// - PkFAdd: each f16 half widened exactly (vcvtph2ps), added in f32 and
//   rounded to nearest even to f16 (vcvtps2ph imm 0): the lane function's
//   f16(float + float). A NaN half comes out as the lane function's
//   quietNan: the f32 add keeps the first NaN's payload, quieted, and the
//   narrowing keeps its top ten mantissa bits.
// - FMin/FMax store data only when it compares less/greater than old; an
//   unordered compare sets CF and ZF, so `ja` after vucomiss is "greater"
//   and false for NaNs, as C++'s < is. FCmpSwap: equal (ZF) and ordered
//   (not PF); -0 equals +0. With DAZ off the compares see denormals as the
//   lane function does.
#include "backend_x64/emit/atomic_values.h"

#include <stdexcept>

#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr std::uint32_t kRoundingBits = 0x6000, kDaz = 0x40, kFtz = 0x8000;

}  // namespace

AtomicRegs atomicRegs(unsigned size) {
  if (size == 8) return {x86::r10, x86::r9, x86::rsi, x86::r11, x86::rax};
  return {x86::r10d, x86::r9d, x86::esi, x86::r11d, x86::eax};
}

bool floatAtomic(ir::AtomicOp op, unsigned size) {
  switch (op) {
    case ir::AtomicOp::FAdd: case ir::AtomicOp::FMin: case ir::AtomicOp::FMax: case ir::AtomicOp::FCmpSwap:
    case ir::AtomicOp::FAddFtz: case ir::AtomicOp::PkFAdd:
      return size == 4;
    default:
      return false;
  }
}

void floatNewValue(x86::Assembler& a, ir::AtomicOp op, unsigned size, const AtomicRegs& r) {
  if (size != 4) throw std::logic_error("floatNewValue: f32 and packed f16 only");
  a.vmovd(x86::xmm3, r.old);
  a.vmovd(x86::xmm4, r.data);
  switch (op) {
    case ir::AtomicOp::FAdd:
    case ir::AtomicOp::FAddFtz:
      a.vaddss(x86::xmm3, x86::xmm3, x86::xmm4);
      a.vmovd(r.result, x86::xmm3);
      break;
    case ir::AtomicOp::PkFAdd:
      a.vcvtph2ps(x86::xmm3, x86::xmm3);
      a.vcvtph2ps(x86::xmm4, x86::xmm4);
      a.vaddps(x86::xmm3, x86::xmm3, x86::xmm4);
      a.vcvtps2ph(x86::xmm3, x86::xmm3, 0);
      a.vmovd(r.result, x86::xmm3);
      break;
    case ir::AtomicOp::FMin:  // data < old, i.e. old > data
      a.mov(r.result, r.old);
      a.vucomiss(x86::xmm3, x86::xmm4);
      a.cmova(r.result, r.data);
      break;
    case ir::AtomicOp::FMax:  // data > old
      a.mov(r.result, r.old);
      a.vucomiss(x86::xmm4, x86::xmm3);
      a.cmova(r.result, r.data);
      break;
    case ir::AtomicOp::FCmpSwap: {  // old == compare as floats ? data : old
      Label unordered = a.newLabel();
      a.vmovd(x86::xmm4, r.compare);
      a.mov(r.result, r.old);
      a.vucomiss(x86::xmm3, x86::xmm4);
      a.jp(unordered);
      a.cmove(r.result, r.data);
      a.bind(unordered);
      break;
    }
    default: throw std::logic_error("floatNewValue: not a float atomic");
  }
}

void enterFloatAtomicMxcsr(Emitter& e, ir::AtomicOp op) {
  auto& a = e.a;
  a.sub(x86::rsp, 16);
  a.vstmxcsr(x86::dword_ptr(x86::rsp));
  a.mov(x86::eax, Emitter::frame(offsetof(JitFrame, hostMxcsr)));
  a.and_(x86::eax, ~kRoundingBits);
  if (op == ir::AtomicOp::FAddFtz) a.or_(x86::eax, kDaz | kFtz);
  a.mov(x86::dword_ptr(x86::rsp, 4), x86::eax);
  a.vldmxcsr(x86::dword_ptr(x86::rsp, 4));
}

void leaveFloatAtomicMxcsr(Emitter& e) {
  e.a.vldmxcsr(x86::dword_ptr(x86::rsp));
  e.a.add(x86::rsp, 16);
}

}  // namespace gcnjit::backend_x64

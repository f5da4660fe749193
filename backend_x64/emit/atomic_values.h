// The value an atomic stores, computed in general registers for one lane
// (ir::atomicNewValue is the definition): the registers the lane loops of
// emit_atomic.cpp use, and the float operations (float_atomic.cpp).
#pragma once

#include "backend_x64/emitter.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {

// The registers of a read-modify-write, of the access's width: the new
// value from old and data (and compare) into result; zero is scratch.
struct AtomicRegs {
  x86::Gp old, data, compare, result, zero;
};
AtomicRegs atomicRegs(unsigned size);

// The float atomics with native code: FAdd, FAddFtz, FMin, FMax, FCmpSwap
// of f32 and PkFAdd, all of size 4.
bool floatAtomic(ir::AtomicOp op, unsigned size);

// result = ir::atomicNewValue(op, size, old, data, compare) for a float op;
// clobbers xmm3 and xmm4. Runs under the MXCSR enterFloatAtomicMxcsr sets.
void floatNewValue(x86::Assembler& a, ir::AtomicOp op, unsigned size, const AtomicRegs& r);

// The float atomics compute as the lane function does whatever the guest's
// MODE: the caller's MXCSR (JitFrame::hostMxcsr, the interpreter's) rounding
// to nearest even, and for FAddFtz with DAZ and FTZ set. enter saves the
// current MXCSR on the stack (rsp moves 16 bytes down) and loads that one;
// leave restores it. Clobbers eax.
void enterFloatAtomicMxcsr(Emitter& e, ir::AtomicOp op);
void leaveFloatAtomicMxcsr(Emitter& e);

}  // namespace gcnjit::backend_x64

// Atomics as host code. 4-byte LDS atomics with an integer or float
// operation are a lane loop: a workgroup's waves run one at a time on one
// host thread, so a plain read-modify-write per active lane, in ascending
// lane order, is what the interpreter's atomic gives. Global atomics of 4
// and 8 bytes are a lane loop of locked host instructions (other workgroups
// run at the same time on other threads, as the runtime's own atomics
// assume): lock xadd, xchg, lock cmpxchg, or a cmpxchg loop around the new
// value (float_atomic.cpp computes the float ones), after one check that
// every active lane's address is aligned and in one range the frame vouches
// for. Other spaces, and any lane out of range or misaligned (Vega ISA
// "Memory Alignment"), call the interpreter's op through the helper, which
// reports the fault.
#include "backend_x64/emit/atomic_values.h"
#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/lds_checks.h"
#include "backend_x64/emit/vouched_range.h"
#include <stdexcept>

#include "backend_x64/frame.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {
namespace {

using x86::r10d;
using x86::r11d;
using x86::r9d;


bool integerAtomic(ir::AtomicOp op) {
  switch (op) {
    case ir::AtomicOp::Swap: case ir::AtomicOp::CmpSwap: case ir::AtomicOp::Add: case ir::AtomicOp::Sub:
    case ir::AtomicOp::Rsub: case ir::AtomicOp::SMin: case ir::AtomicOp::UMin: case ir::AtomicOp::SMax:
    case ir::AtomicOp::UMax: case ir::AtomicOp::And: case ir::AtomicOp::Or: case ir::AtomicOp::Xor:
    case ir::AtomicOp::Inc: case ir::AtomicOp::Dec:
      return true;
    default:
      return false;
  }
}

bool nativeOp(const ir::MemAccess& access) {
  return integerAtomic(access.atomic) || floatAtomic(access.atomic, access.size);
}
bool hasCompare(ir::AtomicOp op) { return op == ir::AtomicOp::CmpSwap || op == ir::AtomicOp::FCmpSwap; }

bool nativeLdsAtomic(const ir::Inst& inst) {
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  if (access.space != ir::AddrSpace::Lds || access.size != 4 || !nativeOp(access)) return false;
  return isVector32(inst.type) && isVector32(inst.operands[0]->type) && isVector32(inst.operands[1]->type) &&
         (!hasCompare(access.atomic) || isVector32(inst.operands[2]->type));
}

// result = the new value of an integer or float op (per ir::atomicNewValue).
void newValue(x86::Assembler& a, ir::AtomicOp op, unsigned size, const AtomicRegs& r) {
  if (floatAtomic(op, size)) return floatNewValue(a, op, size, r);
  switch (op) {
    case ir::AtomicOp::Swap: a.mov(r.result, r.data); break;
    case ir::AtomicOp::CmpSwap:  // old == compare ? data : old
      a.mov(r.result, r.old);
      a.cmp(r.old, r.compare);
      a.cmove(r.result, r.data);
      break;
    case ir::AtomicOp::Add: a.mov(r.result, r.old); a.add(r.result, r.data); break;
    case ir::AtomicOp::Sub: a.mov(r.result, r.old); a.sub(r.result, r.data); break;
    case ir::AtomicOp::Rsub: a.mov(r.result, r.data); a.sub(r.result, r.old); break;
    case ir::AtomicOp::And: a.mov(r.result, r.old); a.and_(r.result, r.data); break;
    case ir::AtomicOp::Or: a.mov(r.result, r.old); a.or_(r.result, r.data); break;
    case ir::AtomicOp::Xor: a.mov(r.result, r.old); a.xor_(r.result, r.data); break;
    case ir::AtomicOp::UMin: a.mov(r.result, r.old); a.cmp(r.data, r.old); a.cmovb(r.result, r.data); break;
    case ir::AtomicOp::UMax: a.mov(r.result, r.old); a.cmp(r.data, r.old); a.cmova(r.result, r.data); break;
    case ir::AtomicOp::SMin: a.mov(r.result, r.old); a.cmp(r.data, r.old); a.cmovl(r.result, r.data); break;
    case ir::AtomicOp::SMax: a.mov(r.result, r.old); a.cmp(r.data, r.old); a.cmovg(r.result, r.data); break;
    case ir::AtomicOp::Inc:  // old >= data ? 0 : old + 1
      a.mov(r.result, r.old);
      a.add(r.result, 1);
      a.xor_(r.zero, r.zero);
      a.cmp(r.old, r.data);
      a.cmovae(r.result, r.zero);
      break;
    case ir::AtomicOp::Dec:  // old == 0 || old > data ? data : old - 1
      a.mov(r.result, r.old);
      a.sub(r.result, 1);
      a.cmp(r.old, r.data);
      a.cmova(r.result, r.data);
      a.test(r.old, r.old);
      a.cmovz(r.result, r.data);
      break;
    default: throw std::logic_error("newValue: not an integer atomic");
  }
}

// The result's lanes zeroed (inactive lanes return 0), then `body` once per
// active lane of `mask` (forEachActiveLaneOfWave), under the float atomics'
// MXCSR for a float op; `slow`, where the checks jump, runs the op through
// the helper instead.
template <class Body>
void perActiveLane(Emitter& e, const ir::Inst& inst, unsigned size, const ir::Inst* mask, Label slow, Body body) {
  auto& a = e.a;
  ir::AtomicOp op = ir::MemAccess::decode(inst.imm).atomic;
  bool isFloat = floatAtomic(op, size);
  Label done = a.newLabel();
  a.vpxor(x86::ymm0, x86::ymm0, x86::ymm0);
  for (unsigned c = 0; c < kChunks; ++c) {
    if (size == 8) {
      e.storeChunk64(inst, c, x86::ymm0, x86::ymm0);
    } else {
      e.storeChunk32(inst, c, x86::ymm0);
    }
  }
  if (isFloat) enterFloatAtomicMxcsr(e, op);
  forEachActiveLaneOfWave(e, mask, body);
  if (isFloat) leaveFloatAtomicMxcsr(e);
  a.jmp(done);
  a.bind(slow);
  e.callInterpreterHelperForRareOperands(inst);
  a.bind(done);
}

// Per active lane: old = lds[offset], lds[offset] = f(old, data), result =
// old; inactive lanes return 0.
void ldsAtomic(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  ir::AtomicOp op = ir::MemAccess::decode(inst.imm).atomic;
  const ir::Inst* offsets = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* compare = inst.operands[2];
  const ir::Inst* mask = inst.operands[3];
  Label slow = a.newLabel();
  ldsBoundsCheck(e, offsets, mask, slow);
  x86::Mem three = e.broadcastConstant32(3);
  a.vpxor(x86::ymm14, x86::ymm14, x86::ymm14);
  for (unsigned c = 0; c < kChunks; ++c) {
    e.loadChunk32(x86::ymm0, offsets, c);
    a.vpand(x86::ymm0, x86::ymm0, three);  // misaligned lanes: nonzero
    e.loadMaskLanes32(x86::ymm1, mask, c);
    a.vpand(x86::ymm0, x86::ymm0, x86::ymm1);
    a.vpor(x86::ymm14, x86::ymm14, x86::ymm0);
  }
  a.vptest(x86::ymm14, x86::ymm14);
  a.jnz(slow);
  a.mov(x86::rdi, Emitter::frame(offsetof(JitFrame, ldsBase)));
  perActiveLane(e, inst, 4, mask, slow, [&] {
    a.mov(x86::r8d, laneOf(e.at(offsets), 4));
    a.mov(r9d, laneOf(e.at(data), 4));
    if (hasCompare(op)) a.mov(x86::esi, laneOf(e.at(compare), 4));
    a.mov(r10d, x86::dword_ptr(x86::rdi, x86::r8));
    newValue(a, op, 4, atomicRegs(4));
    a.mov(x86::dword_ptr(x86::rdi, x86::r8), r11d);
    a.mov(laneOf(e.at(&inst), 4), r10d);
  });
}

bool nativeGlobalAtomic(const ir::Inst& inst) {
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  if (access.space != ir::AddrSpace::Global || !nativeOp(access)) return false;
  if (inst.operands[0]->type != ir::Type::vector(ir::Elem::I64)) return false;
  auto lanes = [&](ir::Type t) { return access.size == 8 ? isVector64(t) : isVector32(t); };
  return (access.size == 4 || access.size == 8) && lanes(inst.type) && lanes(inst.operands[1]->type) &&
         (!hasCompare(access.atomic) || lanes(inst.operands[2]->type));
}

// Jumps to `slow` if an active lane's address is not a multiple of `size`
// (the interpreter reports it as a misaligned atomic).
void alignedLanes(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, unsigned size, Label slow) {
  auto& a = e.a;
  const std::uint32_t low[8] = {size - 1, 0, size - 1, 0, size - 1, 0, size - 1, 0};
  x86::Mem lowBits = e.constant32x8(low);
  a.vpxor(x86::ymm7, x86::ymm7, x86::ymm7);
  for (unsigned c = 0; c < kChunks; ++c) {
    e.loadMaskLanes64(x86::ymm3, x86::ymm4, mask, c);
    for (unsigned h = 0; h < 2; ++h) {
      a.vpand(x86::ymm0, x86::Ymm(3 + h), e.at(addresses, std::int32_t(c * 64 + h * 32)));
      a.vpand(x86::ymm0, x86::ymm0, lowBits);
      a.vpor(x86::ymm7, x86::ymm7, x86::ymm0);
    }
  }
  a.vptest(x86::ymm7, x86::ymm7);
  a.jnz(slow);
}

// Per active lane, in ascending order: the locked read-modify-write at its
// address, the old value its result; inactive lanes return 0.
void globalAtomic(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  unsigned size = access.size;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* compare = inst.operands[2];
  const ir::Inst* mask = inst.operands[3];
  Label slow = a.newLabel();
  lanesInOneRange(e, addresses, mask, size, slow);
  alignedLanes(e, addresses, mask, size, slow);
  AtomicRegs r = atomicRegs(size);
  x86::Mem at = x86::ptr(x86::rdi, 0, size);
  perActiveLane(e, inst, size, mask, slow, [&] {
    a.mov(x86::rdi, laneOf(e.at(addresses), 8));
    a.mov(r.data, laneOf(e.at(data), size));
    switch (access.atomic) {
      case ir::AtomicOp::Add: a.lock().xadd(at, r.data); a.mov(r.old, r.data); break;
      case ir::AtomicOp::Sub: a.neg(r.data); a.lock().xadd(at, r.data); a.mov(r.old, r.data); break;
      case ir::AtomicOp::Swap: a.xchg(at, r.data); a.mov(r.old, r.data); break;
      case ir::AtomicOp::CmpSwap:  // rax: compare, then the old value
        a.mov(r.zero, laneOf(e.at(compare), size));
        a.lock().cmpxchg(at, r.data, r.zero);
        a.mov(r.old, r.zero);
        break;
      default: {
        Label retry = a.newLabel();
        if (hasCompare(access.atomic)) a.mov(r.compare, laneOf(e.at(compare), size));
        a.mov(r.old, at);
        a.bind(retry);
        newValue(a, access.atomic, size, r);
        a.mov(r.zero, r.old);
        a.lock().cmpxchg(at, r.result, r.zero);
        a.mov(r.old, r.zero);  // on failure, what memory holds now
        a.jnz(retry);
        break;
      }
    }
    a.mov(laneOf(e.at(&inst), size), r.old);
  });
}

}  // namespace

void emit_Atomic(Emitter& e, const ir::Inst& inst) {
  if (nativeLdsAtomic(inst)) return ldsAtomic(e, inst);
  if (nativeGlobalAtomic(inst)) return globalAtomic(e, inst);
  e.callInterpreterHelper(inst);
}

}  // namespace gcnjit::backend_x64

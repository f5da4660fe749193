// Atomics. 4-byte LDS atomics with an integer operation are a lane loop in
// host code: a workgroup's waves run one at a time on one host thread, so
// a plain read-modify-write per active lane, in ascending lane order, is
// what the interpreter's atomic gives. Everything else — global atomics
// (other workgroups run concurrently), 64-bit and float atomics, and any
// lane out of the LDS or misaligned (Vega ISA "Memory Alignment") — calls
// the interpreter's op through the helper.
#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/lds_checks.h"
#include <stdexcept>

#include "backend_x64/frame.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {
namespace {

using x86::eax;
using x86::r10d;
using x86::r11d;
using x86::r9d;

bool nativeLdsAtomic(const ir::Inst& inst) {
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  if (access.space != ir::AddrSpace::Lds || access.size != 4) return false;
  switch (access.atomic) {
    case ir::AtomicOp::Swap: case ir::AtomicOp::CmpSwap: case ir::AtomicOp::Add: case ir::AtomicOp::Sub:
    case ir::AtomicOp::Rsub: case ir::AtomicOp::SMin: case ir::AtomicOp::UMin: case ir::AtomicOp::SMax:
    case ir::AtomicOp::UMax: case ir::AtomicOp::And: case ir::AtomicOp::Or: case ir::AtomicOp::Xor:
    case ir::AtomicOp::Inc: case ir::AtomicOp::Dec:
      break;
    default:
      return false;
  }
  return isVector32(inst.type) && isVector32(inst.operands[0]->type) && isVector32(inst.operands[1]->type) &&
         (access.atomic != ir::AtomicOp::CmpSwap || isVector32(inst.operands[2]->type));
}

// r11d = the new value from old (r10d), data (r9d) and compare (esi), per
// ir::atomicNewValue.
void newValue(x86::Assembler& a, ir::AtomicOp op) {
  switch (op) {
    case ir::AtomicOp::Swap: a.mov(r11d, r9d); break;
    case ir::AtomicOp::CmpSwap:  // old == compare ? data : old
      a.mov(r11d, r10d);
      a.cmp(r10d, x86::esi);
      a.cmove(r11d, r9d);
      break;
    case ir::AtomicOp::Add: a.lea(r11d, x86::ptr(x86::r10, x86::r9)); break;
    case ir::AtomicOp::Sub: a.mov(r11d, r10d); a.sub(r11d, r9d); break;
    case ir::AtomicOp::Rsub: a.mov(r11d, r9d); a.sub(r11d, r10d); break;
    case ir::AtomicOp::And: a.mov(r11d, r10d); a.and_(r11d, r9d); break;
    case ir::AtomicOp::Or: a.mov(r11d, r10d); a.or_(r11d, r9d); break;
    case ir::AtomicOp::Xor: a.mov(r11d, r10d); a.xor_(r11d, r9d); break;
    case ir::AtomicOp::UMin: a.mov(r11d, r10d); a.cmp(r9d, r10d); a.cmovb(r11d, r9d); break;
    case ir::AtomicOp::UMax: a.mov(r11d, r10d); a.cmp(r9d, r10d); a.cmova(r11d, r9d); break;
    case ir::AtomicOp::SMin: a.mov(r11d, r10d); a.cmp(r9d, r10d); a.cmovl(r11d, r9d); break;
    case ir::AtomicOp::SMax: a.mov(r11d, r10d); a.cmp(r9d, r10d); a.cmovg(r11d, r9d); break;
    case ir::AtomicOp::Inc:  // DS_INC_U32: old >= data ? 0 : old + 1
      a.lea(r11d, x86::ptr(x86::r10, 1));
      a.xor_(eax, eax);
      a.cmp(r10d, r9d);
      a.cmovae(r11d, eax);
      break;
    case ir::AtomicOp::Dec:  // DS_DEC_U32: old == 0 || old > data ? data : old - 1
      a.lea(r11d, x86::ptr(x86::r10, -1));
      a.cmp(r10d, r9d);
      a.cmova(r11d, r9d);
      a.test(r10d, r10d);
      a.cmovz(r11d, r9d);
      break;
    default: throw std::logic_error("newValue: not a native LDS atomic");
  }
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
  Label slow = a.newLabel(), done = a.newLabel(), next = a.newLabel();
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
  a.vpxor(x86::ymm0, x86::ymm0, x86::ymm0);
  for (unsigned c = 0; c < kChunks; ++c) e.storeChunk32(inst, c, x86::ymm0);
  x86::Mem offsetLanes = e.at(offsets), dataLanes = e.at(data), resultLanes = e.at(&inst);
  auto lane = [](const x86::Mem& lanes) {
    return x86::dword_ptr(lanes.baseReg().as<x86::Gp>(), x86::rcx, 2, std::int32_t(lanes.offset()));
  };
  e.loadScalar(x86::rdx, mask);
  a.mov(x86::rdi, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.bind(next);
  a.tzcnt(x86::rcx, x86::rdx);
  a.mov(x86::r8d, lane(offsetLanes));
  a.mov(r9d, lane(dataLanes));
  if (op == ir::AtomicOp::CmpSwap) a.mov(x86::esi, lane(e.at(compare)));
  a.mov(r10d, x86::dword_ptr(x86::rdi, x86::r8));
  newValue(a, op);
  a.mov(x86::dword_ptr(x86::rdi, x86::r8), r11d);
  a.mov(lane(resultLanes), r10d);
  a.blsr(x86::rdx, x86::rdx);
  a.jnz(next);
  a.jmp(done);
  a.bind(slow);
  e.callInterpreterHelper(inst);
  a.bind(done);
}

}  // namespace

void emit_Atomic(Emitter& e, const ir::Inst& inst) {
  if (nativeLdsAtomic(inst)) return ldsAtomic(e, inst);
  e.callInterpreterHelper(inst);
}

}  // namespace gcnjit::backend_x64

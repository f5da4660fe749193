// Lane-shaped ops: Select (EXEC predication is a Select), Broadcast,
// LaneId and Bitcast in vector code; cross-lane movement through helpers.
#include "backend_x64/emit/emit_common.h"
#include <cstddef>

#include "ir/dpp.h"
#include "ir/wave_state.h"

namespace gcnjit::backend_x64 {
namespace {

using x86::ymm0;
using x86::ymm1;
using x86::ymm2;

bool lanesUpTo32(ir::Type t) { return ir::elemBits(t.elem) <= 32; }

}  // namespace

bool chunkwiseLane(const Emitter&, const ir::Inst& inst) {
  using ir::Op;
  switch (inst.op) {
    case Op::Select: case Op::LaneId: return inst.type.isVector();
    case Op::Broadcast: return inst.type.isVector();
    case Op::Bitcast: return inst.type.isVector();
    default: return false;
  }
}

void emit_Select(Emitter& e, const ir::Inst& inst) {
  if (!inst.type.isVector()) {
    e.loadScalar(x86::rdx, inst.operands[0]);
    e.loadScalar(x86::rax, inst.operands[1]);
    e.loadScalar(x86::rcx, inst.operands[2]);
    e.a.test(x86::edx, 1);
    e.a.cmovz(x86::rax, x86::rcx);
    e.storeScalar(inst, x86::rax);
    return;
  }
  // mask ? 1 : 0 (a carry or compare as a number) is the lane mask's low bit.
  bool maskAsNumber = lanesUpTo32(inst.type) && Emitter::constantOf(inst.operands[1]) == 1u &&
                      Emitter::constantOf(inst.operands[2]) == 0u;
  for (unsigned c : e.chunks()) {
    if (maskAsNumber && e.zmmChunks()) {
      e.loadMaskK(x86::k1, inst.operands[0], c);
      x86::Vec d = e.resultChunk32(inst, x86::zmm0);
      e.a.k(x86::k1).z().vmovdqu32(d, e.chunkConstant32(1));
      e.storeChunk32(inst, c, d);
    } else if (maskAsNumber) {
      e.loadMaskLanes32(e.vec(0), inst.operands[0], c);
      e.a.vpsrld(e.vec(0), e.vec(0), 31);
      e.storeChunk32(inst, c, e.vec(0));
    } else if (e.zmmChunks() && lanesUpTo32(inst.type)) {
      e.loadMaskK(x86::k1, inst.operands[0], c);
      x86::Vec ifSet = e.operandChunk32(x86::zmm0, inst.operands[1], c);
      x86::Vec ifClear = e.operandChunk32(x86::zmm1, inst.operands[2], c);
      x86::Vec d = e.resultChunk32(inst, x86::zmm2);
      e.a.k(x86::k1).vpblendmd(d, ifClear, ifSet);
      e.storeChunk32(inst, c, d);
    } else if (e.zmmChunks()) {
      e.loadMaskK(x86::k1, inst.operands[0], c);
      e.a.kshiftrw(x86::k2, x86::k1, 8);
      e.loadChunk64(x86::zmm3, x86::zmm4, inst.operands[1], c);
      e.loadChunk64(x86::zmm5, x86::zmm6, inst.operands[2], c);
      e.a.k(x86::k1).vpblendmq(x86::zmm3, x86::zmm5, x86::zmm3);
      e.a.k(x86::k2).vpblendmq(x86::zmm4, x86::zmm6, x86::zmm4);
      e.storeChunk64(inst, c, x86::zmm3, x86::zmm4);
    } else if (lanesUpTo32(inst.type)) {
      e.loadMaskLanes32(ymm2, inst.operands[0], c);
      e.loadChunk32(ymm0, inst.operands[1], c);
      e.loadChunk32(ymm1, inst.operands[2], c);
      e.a.vblendvps(ymm0, ymm1, ymm0, ymm2);
      e.storeChunk32(inst, c, ymm0);
    } else {
      e.loadMaskLanes64(x86::ymm7, ymm0, inst.operands[0], c);
      e.loadChunk64(x86::ymm3, x86::ymm4, inst.operands[1], c);
      e.loadChunk64(x86::ymm5, x86::ymm6, inst.operands[2], c);
      e.a.vblendvpd(x86::ymm3, x86::ymm5, x86::ymm3, x86::ymm7);
      e.a.vblendvpd(x86::ymm4, x86::ymm6, x86::ymm4, ymm0);
      e.storeChunk64(inst, c, x86::ymm3, x86::ymm4);
    }
  }
}

void emit_Broadcast(Emitter& e, const ir::Inst& inst) {
  if (e.isVirtualBroadcast(&inst)) return;  // its users broadcast the scalar themselves
  const ir::Inst* value = inst.operands[0];
  if (inst.type.isMask()) {  // i1 -> every lane's bit
    e.loadScalar(x86::rax, value);
    e.a.neg(x86::rax);
    e.storeScalar(inst, x86::rax);
    return;
  }
  x86::Mem m = e.at(value);
  x86::Vec v0 = e.vec(0);
  if (lanesUpTo32(inst.type)) {
    m.setSize(4);
    e.a.vpbroadcastd(v0, m);
    for (unsigned c : e.chunks()) e.storeChunk32(inst, c, v0);
  } else {
    m.setSize(8);
    e.a.vpbroadcastq(v0, m);
    for (unsigned c : e.chunks()) e.storeChunk64(inst, c, v0, v0);
  }
}

void emit_LaneId(Emitter& e, const ir::Inst& inst) {
  for (unsigned c : e.chunks()) {
    x86::Vec d = e.resultChunk32(inst, e.vec(0));
    vx::mov(e, d, e.laneIds(c));
    e.storeChunk32(inst, c, d);
  }
}

void emit_Bitcast(Emitter& e, const ir::Inst& inst) {
  std::uint32_t bytes = slotBytes(inst.type);
  if (bytes == 8) {  // straight into the result's register
    x86::Gp result = e.scalarResult(inst, x86::rax);
    e.loadScalar(result, inst.operands[0]);
    e.storeScalar(inst, result);
    return;
  }
  for (unsigned c : e.chunks()) {
    if (lanesUpTo32(inst.type)) {
      // The operand straight into the result's register unless it is cached.
      x86::Vec d = e.resultChunk32(inst, e.vec(0));
      x86::Vec s = e.operandChunk32(d, inst.operands[0], c);
      if (s != d) vx::mov(e, d, s);
      e.storeChunk32(inst, c, d);
    } else {
      e.loadChunk64(e.vec(0), e.vec(1), inst.operands[0], c);
      e.storeChunk64(inst, c, e.vec(0), e.vec(1));
    }
  }
}

// The address of lane `index` (a register holding 0..63) of a vector value.
static x86::Mem laneOf(Emitter& e, const ir::Inst* vector, const x86::Gp& index) {
  x86::Mem m = e.at(vector);
  unsigned shift = ir::elemBits(vector->type.elem) == 64 ? 3 : 2;
  return x86::ptr(m.baseReg().as<x86::Gp>(), index, shift, std::int32_t(m.offset()));
}

// v_readlane_b32: lane operand 1 modulo 64.
void emit_ReadLane(Emitter& e, const ir::Inst& inst) {
  e.loadScalar(x86::rcx, inst.operands[1]);
  e.a.and_(x86::ecx, 63);
  x86::Mem lane = laneOf(e, inst.operands[0], x86::rcx);
  if (ir::elemBits(inst.type.elem) == 64) {
    lane.setSize(8);
    e.a.mov(x86::rax, lane);
  } else {
    lane.setSize(4);
    e.a.mov(x86::eax, lane);
  }
  e.storeScalar(inst, x86::rax);
}

// v_writelane_b32: a copy of the vector with lane operand 2 (modulo 64) replaced.
void emit_WriteLane(Emitter& e, const ir::Inst& inst) {
  std::uint32_t bytes = slotBytes(inst.type);
  for (std::uint32_t at = 0; at < bytes; at += 32) {
    e.a.vmovdqu(ymm0, e.at(inst.operands[0], std::int32_t(at)));
    e.a.vmovdqu(e.at(&inst, std::int32_t(at)), ymm0);
  }
  e.loadScalar(x86::rax, inst.operands[1]);
  e.loadScalar(x86::rcx, inst.operands[2]);
  e.a.and_(x86::ecx, 63);
  x86::Mem lane = laneOf(e, &inst, x86::rcx);
  if (ir::elemBits(inst.type.elem) == 64) {
    lane.setSize(8);
    e.a.mov(lane, x86::rax);
  } else {
    lane.setSize(4);
    e.a.mov(lane, x86::eax);
  }
}

// DPP moves are static permutations: per chunk, a table of source lanes
// built at translation time (ir::dppSource) drives a gather from the
// operand's slot; lanes without a source lane get 0.
struct DppTables {
  std::uint32_t source[kChunks][8];  // source lane * 4 (a byte offset), 0 when none
  std::uint32_t valid[kChunks][8];   // all ones where a source lane exists
};

static DppTables dppTables(std::uint64_t ctrl) {
  DppTables t{};
  for (unsigned l = 0; l < 64; ++l) {
    int s = ir::dppSource(unsigned(ctrl), int(l));
    t.source[l / 8][l % 8] = s >= 0 ? std::uint32_t(s) * 4 : 0;
    t.valid[l / 8][l % 8] = s >= 0 ? ~0u : 0;
  }
  return t;
}

void emit_DppMove(Emitter& e, const ir::Inst& inst) {
  if (!isVector32(inst.type)) return e.callInterpreterHelper(inst);
  DppTables t = dppTables(inst.imm);
  e.a.lea(x86::rax, e.at(inst.operands[0]));
  for (unsigned c = 0; c < kChunks; ++c) {
    e.a.vmovdqu(ymm1, e.constant32x8(t.valid[c]));
    e.a.vmovdqu(ymm2, e.constant32x8(t.source[c]));
    e.a.vpxor(ymm0, ymm0, ymm0);
    e.a.vpgatherdd(ymm0, x86::ptr(x86::rax, ymm2), ymm1);
    e.storeChunk32(inst, c, ymm0);
  }
}

// The lanes whose source lane exists and is set in the operand mask: the
// mask expanded to lanes on the stack, gathered through the same tables.
void emit_DppValid(Emitter& e, const ir::Inst& inst) {
  DppTables t = dppTables(inst.imm);
  e.a.sub(x86::rsp, 256);
  for (unsigned c = 0; c < kChunks; ++c) {
    e.loadMaskLanes32(ymm0, inst.operands[0], c);
    e.a.vmovdqu(x86::ptr(x86::rsp, std::int32_t(c * 32)), ymm0);
  }
  for (unsigned c = 0; c < kChunks; ++c) {
    e.a.vmovdqu(ymm1, e.constant32x8(t.valid[c]));
    e.a.vmovdqu(ymm2, e.constant32x8(t.source[c]));
    e.a.vpxor(ymm0, ymm0, ymm0);
    e.a.vpgatherdd(ymm0, x86::ptr(x86::rsp, ymm2), ymm1);
    e.a.vmovmskps(x86::eax, ymm0);
    e.a.mov(e.maskByteAt(&inst, c), x86::al);
  }
  e.a.add(x86::rsp, 256);
}

// The lowest lane the wave's EXEC enables, or lane 0 when EXEC is 0
// (v_readfirstlane_b32).
void emit_ReadFirstLane(Emitter& e, const ir::Inst& inst) {
  if (!isVector32(inst.operands[0]->type)) return e.callInterpreterHelper(inst);
  e.a.mov(x86::rdx, x86::qword_ptr(x86::r12, std::int32_t(offsetof(ir::WaveState, sgpr) + ir::sreg::kExecLo * 4)));
  e.a.xor_(x86::ecx, x86::ecx);
  e.a.tzcnt(x86::rdx, x86::rdx);  // 64 when EXEC is 0
  e.a.cmp(x86::edx, 64);
  e.a.cmovne(x86::ecx, x86::edx);
  e.a.mov(x86::eax, laneOf(e, inst.operands[0], x86::rcx));
  e.storeScalar(inst, x86::rax);
}

// ds_bpermute: lane i reads the operand's lane (index[i] / 4) % 64, for the
// lanes of operand 2 (others 0): a gather with byte offsets index & 0xfc.
void emit_LaneGather(Emitter& e, const ir::Inst& inst) {
  if (!isVector32(inst.type) || !isVector32(inst.operands[1]->type)) return e.callInterpreterHelper(inst);
  e.a.lea(x86::rax, e.at(inst.operands[0]));
  for (unsigned c = 0; c < kChunks; ++c) {
    e.loadChunk32(ymm2, inst.operands[1], c);
    e.a.vpand(ymm2, ymm2, e.broadcastConstant32(0xfc));
    e.loadMaskLanes32(ymm1, inst.operands[2], c);
    e.a.vpxor(ymm0, ymm0, ymm0);
    e.a.vpgatherdd(ymm0, x86::ptr(x86::rax, ymm2), ymm1);
    e.storeChunk32(inst, c, ymm0);
  }
}

GCNJIT_EMIT_VIA_HELPER(LaneScatter)

}  // namespace gcnjit::backend_x64

// Guest state: a Get whose value the slot map placed in the WaveState itself
// costs nothing; otherwise it copies the register into the value's slot. A
// Set copies the value into the WaveState.
#include <cstddef>
#include <optional>

#include "backend_x64/emit/emit_common.h"
#include "ir/wave_state.h"

namespace gcnjit::backend_x64 {
namespace {

std::int32_t sgprOffset(unsigned code) { return std::int32_t(offsetof(ir::WaveState, sgpr) + code * 4); }
std::int32_t vgprOffset(std::uint64_t reg) { return std::int32_t(offsetof(ir::WaveState, vgpr) + reg * 256); }
std::int32_t agprOffset(std::uint64_t reg) { return std::int32_t(offsetof(ir::WaveState, agpr) + reg * 256); }

bool placedAt(Emitter& e, const ir::Inst* value, std::int32_t stateOffset) {
  const Place& p = e.placeOf(value);
  return p.base == Place::Base::State && p.offset == stateOffset;
}

// Copies `bytes` (4, 8 or 256) between WaveState offset and a value.
void getState(Emitter& e, const ir::Inst& inst, std::int32_t offset, unsigned bytes) {
  if (bytes != 256) e.keepFlags();  // scalar copies are movs
  if (placedAt(e, &inst, offset)) return;
  if (bytes == 256) {
    for (unsigned c : e.chunks()) {
      x86::Vec d = e.resultChunk32(inst, e.vec(0));
      vx::mov(e, d, e.stateChunk(offset, c));
      e.storeChunk32(inst, c, d);
    }
    return;
  }
  x86::Mem from = Emitter::state(offset);
  from.setSize(bytes);
  x86::Gp result = e.scalarResult(inst, x86::rax);
  e.a.mov(bytes == 8 ? x86::Gp(result.r64()) : x86::Gp(result.r32()), from);
  e.storeScalar(inst, result);
}

void setState(Emitter& e, const ir::Inst& inst, std::int32_t offset, unsigned bytes) {
  const ir::Inst* value = inst.operands.back();
  if (bytes != 256) e.keepFlags();  // scalar copies are movs
  if (placedAt(e, value, offset)) return;
  if (bytes == 256) {
    for (unsigned c : e.chunks()) vx::store(e, e.stateChunk(offset, c), e.operandChunk32(e.vec(0), value, c));
    return;
  }
  // From its register or as an imm32 (a Const that fits), else through rax
  // (zero-extended where the field is wider than the value).
  bool wideValue = value->type.isMask() || ir::elemBits(value->type.elem) == 64;
  asmjit::Operand from = x86::rax;
  if ((bytes == 8) == wideValue) {
    from = e.scalarOperand(value, bytes * 8, x86::rax, true, false);
  } else {
    e.loadScalar(x86::rax, value);
    if (bytes == 4) from = x86::eax;
  }
  x86::Mem to = Emitter::state(offset);
  to.setSize(bytes);
  e.a.emit(x86::Inst::kIdMov, to, from);
}

bool isConst(const ir::Inst* value, std::uint64_t bits) {
  std::optional<std::uint64_t> constant = Emitter::constantOf(value);
  return constant && *constant == bits;
}

// Whether `value` is read in place from WaveState bytes overlapping
// [offset, offset + 4).
bool readsStateAt(Emitter& e, const ir::Inst* value, std::int32_t offset) {
  const Place& p = e.placeOf(value);
  if (p.base != Place::Base::State) return false;
  std::int32_t bytes = value->type.isMask() || ir::elemBits(value->type.elem) == 64 ? 8 : 4;
  return p.offset < offset + 4 && offset < p.offset + bytes;
}

// What a SetSGPR n+1 whose value is `high` writes together with SetSGPR n
// of `low`, as one 64-bit value: x for the halves Trunc(x) and
// Trunc(LShr(x, 32)) of a 64-bit scalar, or two constants.
struct PairValue {
  const ir::Inst* whole = nullptr;
  std::optional<std::uint64_t> constant;
};
std::optional<PairValue> pairValue(const ir::Inst* low, const ir::Inst* high) {
  std::optional<std::uint64_t> lowBits = Emitter::constantOf(low), highBits = Emitter::constantOf(high);
  if (lowBits && highBits) return PairValue{nullptr, (*highBits << 32) | std::uint32_t(*lowBits)};
  if (low->op != ir::Op::Trunc || low->operands[0]->type != ir::Type::scalar(ir::Elem::I64)) return std::nullopt;
  const ir::Inst* whole = low->operands[0];
  bool halves = high->op == ir::Op::Trunc && high->operands[0]->op == ir::Op::LShr &&
                high->operands[0]->operands[0] == whole && isConst(high->operands[0]->operands[1], 32);
  if (!halves) return std::nullopt;
  return PairValue{whole, std::nullopt};
}

// For SetSGPR n (`low`): the SetSGPR n+1 that follows it in the block when
// the two write one 64-bit value (pairValue) and the ops between neither
// touch state or memory nor read s[n+1] where it lies. Storing that value
// as one qword at the first Set and nothing at the second leaves the pair
// as the two stores would; a qword read of the pair soon after (a Concat
// of its Gets) forwards from that store, where after two dword stores it
// waits for both to reach the cache.
const ir::Inst* pairedHighHalf(Emitter& e, const ir::Inst& low) {
  std::int32_t highOffset = sgprOffset(unsigned(low.imm) + 1);
  const auto& insts = e.function.blocks()[e.currentBlock]->insts();
  for (std::size_t i = e.indexInBlock(low) + 1; i < insts.size(); ++i) {
    const ir::Inst& op = *insts[i];
    if (op.op == ir::Op::SetSGPR && op.imm == low.imm + 1) {
      return pairValue(low.operands[0], op.operands[0]) ? &op : nullptr;
    }
    using namespace ir::opflag;
    if (op.info().has(SideEffect | ReadsState | WritesState | Memory)) return nullptr;
    for (const ir::Inst* operand : op.operands) {
      if (readsStateAt(e, operand, highOffset)) return nullptr;
    }
  }
  return nullptr;
}

}  // namespace

// VGPR and AccVGPR reads and writes copy chunk by chunk (or nothing, when
// the value is read in place).
bool chunkwiseState(const Emitter&, const ir::Inst& inst) {
  using ir::Op;
  switch (inst.op) {
    case Op::GetVGPR: case Op::SetVGPR: case Op::GetAccVGPR: case Op::SetAccVGPR: return true;
    default: return false;
  }
}

// Nothing: readers take the constant as an immediate, and a slot accessor
// stores it where one reads its slot (Emitter::at).
void emit_Const(Emitter& e, const ir::Inst&) { e.keepFlags(); }

void emit_GetSGPR(Emitter& e, const ir::Inst& inst) { getState(e, inst, sgprOffset(unsigned(inst.imm)), 4); }
void emit_SetSGPR(Emitter& e, const ir::Inst& inst) {
  if (e.emittedEarlier(&inst)) return e.keepFlags();
  std::int32_t offset = sgprOffset(unsigned(inst.imm));
  const ir::Inst* high = inst.imm + 1 < ir::sreg::kCount ? pairedHighHalf(e, inst) : nullptr;
  if (!high) return setState(e, inst, offset, 4);
  e.keepFlags();
  PairValue value = *pairValue(inst.operands[0], high->operands[0]);
  x86::Mem pair = Emitter::state(offset);
  pair.setSize(8);
  if (value.constant && std::int64_t(*value.constant) == std::int32_t(*value.constant)) {
    e.a.mov(pair, std::int32_t(*value.constant));
  } else if (value.constant) {
    e.a.mov(x86::rax, *value.constant);
    e.a.mov(pair, x86::rax);
  } else {
    e.a.emit(x86::Inst::kIdMov, pair, e.scalarOperand(value.whole, 64, x86::rax, true, false));
  }
  e.markEmitted(high);
}
void emit_GetVGPR(Emitter& e, const ir::Inst& inst) { getState(e, inst, vgprOffset(inst.imm), 256); }
void emit_SetVGPR(Emitter& e, const ir::Inst& inst) { setState(e, inst, vgprOffset(inst.imm), 256); }
void emit_GetAccVGPR(Emitter& e, const ir::Inst& inst) { getState(e, inst, agprOffset(inst.imm), 256); }
void emit_SetAccVGPR(Emitter& e, const ir::Inst& inst) { setState(e, inst, agprOffset(inst.imm), 256); }
void emit_GetEXEC(Emitter& e, const ir::Inst& inst) { getState(e, inst, sgprOffset(ir::sreg::kExecLo), 8); }
void emit_SetEXEC(Emitter& e, const ir::Inst& inst) { setState(e, inst, sgprOffset(ir::sreg::kExecLo), 8); }
void emit_GetVCC(Emitter& e, const ir::Inst& inst) { getState(e, inst, sgprOffset(ir::sreg::kVccLo), 8); }
void emit_SetVCC(Emitter& e, const ir::Inst& inst) { setState(e, inst, sgprOffset(ir::sreg::kVccLo), 8); }
void emit_GetM0(Emitter& e, const ir::Inst& inst) { getState(e, inst, sgprOffset(ir::sreg::kM0), 4); }
void emit_SetM0(Emitter& e, const ir::Inst& inst) { setState(e, inst, sgprOffset(ir::sreg::kM0), 4); }
void emit_GetSCC(Emitter& e, const ir::Inst& inst) { getState(e, inst, offsetof(ir::WaveState, scc), 4); }
void emit_SetSCC(Emitter& e, const ir::Inst& inst) { setState(e, inst, offsetof(ir::WaveState, scc), 4); }
void emit_GetMODE(Emitter& e, const ir::Inst& inst) { getState(e, inst, offsetof(ir::WaveState, mode), 4); }
void emit_SetMODE(Emitter& e, const ir::Inst& inst) { setState(e, inst, offsetof(ir::WaveState, mode), 4); }

// src_shared_base/limit, src_private_base/limit (operand codes 235-238).
void emit_GetAperture(Emitter& e, const ir::Inst& inst) {
  std::int32_t field;
  switch (inst.imm) {
    case 235: field = offsetof(ir::WaveState, sharedBase); break;
    case 236: field = offsetof(ir::WaveState, sharedLimit); break;
    case 237: field = offsetof(ir::WaveState, privateBase); break;
    case 238: field = offsetof(ir::WaveState, privateLimit); break;
    default: e.a.xor_(x86::eax, x86::eax); return e.storeScalar(inst, x86::rax);
  }
  e.a.mov(x86::eax, x86::dword_ptr(x86::r12, field));
  e.storeScalar(inst, x86::rax);
}

GCNJIT_EMIT_VIA_HELPER(GetSGPRIndexed)
GCNJIT_EMIT_VIA_HELPER(SetSGPRIndexed)
GCNJIT_EMIT_VIA_HELPER(GetVGPRIndexed)
GCNJIT_EMIT_VIA_HELPER(SetVGPRIndexed)
GCNJIT_EMIT_VIA_HELPER(GetHwReg)
GCNJIT_EMIT_VIA_HELPER(SetHwReg)

}  // namespace gcnjit::backend_x64

// Guest state ops (ir/ops/state.inc) and constants.
#include "ir/interp/context.h"

namespace gcnjit::ir {
namespace {

std::uint64_t scalarBits(const Value& v) { return v.lanes[0]; }

// Hardware register ids (Vega ISA "Hardware Registers", s_getreg_b32).
enum HwReg : unsigned { Mode = 1, Status = 2, TrapSts = 3, HwId = 4, GprAlloc = 5, LdsAlloc = 6 };

std::uint32_t* hwRegister(WaveState& s, std::uint64_t id) {
  switch (id) {
    case Mode: return &s.mode;
    case Status: return &s.status;
    case TrapSts: return &s.trapsts;
    case HwId: return &s.hwId;
    case GprAlloc: return &s.gprAlloc;
    case LdsAlloc: return &s.ldsAlloc;
    default: return nullptr;  // reads 0, writes ignored
  }
}

}  // namespace

void exec_Const(ExecContext&, const Inst& inst, Value& out) { out.lanes[0] = inst.imm; }

void exec_GetSGPR(ExecContext& cx, const Inst& inst, Value& out) { out.lanes[0] = cx.state.sgpr[inst.imm]; }
void exec_SetSGPR(ExecContext& cx, const Inst& inst, Value&) {
  cx.state.sgpr[inst.imm] = std::uint32_t(scalarBits(cx.operand(inst, 0)));
}

void exec_GetVGPR(ExecContext& cx, const Inst& inst, Value& out) {
  for (unsigned l = 0; l < kWaveLanes; ++l) out.lanes[l] = cx.state.vgpr[inst.imm][l];
}
void exec_SetVGPR(ExecContext& cx, const Inst& inst, Value&) {
  const Value& v = cx.operand(inst, 0);
  for (unsigned l = 0; l < kWaveLanes; ++l) cx.state.vgpr[inst.imm][l] = std::uint32_t(v.lanes[l]);
}
void exec_GetAccVGPR(ExecContext& cx, const Inst& inst, Value& out) {
  for (unsigned l = 0; l < kWaveLanes; ++l) out.lanes[l] = cx.state.agpr[inst.imm][l];
}
void exec_SetAccVGPR(ExecContext& cx, const Inst& inst, Value&) {
  const Value& v = cx.operand(inst, 0);
  for (unsigned l = 0; l < kWaveLanes; ++l) cx.state.agpr[inst.imm][l] = std::uint32_t(v.lanes[l]);
}

// Indexed forms (Vega ISA "Out-of-Range behavior"): an index past the file
// reads SGPR0 / VGPR0 and drops the write.
void exec_GetSGPRIndexed(ExecContext& cx, const Inst& inst, Value& out) {
  std::uint64_t reg = inst.imm + std::uint32_t(scalarBits(cx.operand(inst, 0)));
  out.lanes[0] = cx.state.sgpr[reg < 102 ? reg : 0];
}
void exec_SetSGPRIndexed(ExecContext& cx, const Inst& inst, Value&) {
  std::uint64_t reg = inst.imm + std::uint32_t(scalarBits(cx.operand(inst, 0)));
  if (reg < 102) cx.state.sgpr[reg] = std::uint32_t(scalarBits(cx.operand(inst, 1)));
}
void exec_GetVGPRIndexed(ExecContext& cx, const Inst& inst, Value& out) {
  std::uint64_t reg = inst.imm + std::uint32_t(scalarBits(cx.operand(inst, 0)));
  for (unsigned l = 0; l < kWaveLanes; ++l) out.lanes[l] = cx.state.vgpr[reg < 256 ? reg : 0][l];
}
void exec_SetVGPRIndexed(ExecContext& cx, const Inst& inst, Value&) {
  std::uint64_t reg = inst.imm + std::uint32_t(scalarBits(cx.operand(inst, 0)));
  if (reg >= 256) return;
  const Value& v = cx.operand(inst, 1);
  for (unsigned l = 0; l < kWaveLanes; ++l) cx.state.vgpr[reg][l] = std::uint32_t(v.lanes[l]);
}

void exec_GetEXEC(ExecContext& cx, const Inst&, Value& out) { out.lanes[0] = cx.state.exec(); }
void exec_SetEXEC(ExecContext& cx, const Inst& inst, Value&) { cx.state.setExec(scalarBits(cx.operand(inst, 0))); }
void exec_GetVCC(ExecContext& cx, const Inst&, Value& out) { out.lanes[0] = cx.state.vcc(); }
void exec_SetVCC(ExecContext& cx, const Inst& inst, Value&) { cx.state.setVcc(scalarBits(cx.operand(inst, 0))); }
void exec_GetSCC(ExecContext& cx, const Inst&, Value& out) { out.lanes[0] = cx.state.scc & 1; }
void exec_SetSCC(ExecContext& cx, const Inst& inst, Value&) { cx.state.scc = scalarBits(cx.operand(inst, 0)) & 1; }
void exec_GetM0(ExecContext& cx, const Inst&, Value& out) { out.lanes[0] = cx.state.sgpr[sreg::kM0]; }
void exec_SetM0(ExecContext& cx, const Inst& inst, Value&) {
  cx.state.sgpr[sreg::kM0] = std::uint32_t(scalarBits(cx.operand(inst, 0)));
}
void exec_GetMODE(ExecContext& cx, const Inst&, Value& out) { out.lanes[0] = cx.state.mode; }
void exec_SetMODE(ExecContext& cx, const Inst& inst, Value&) { cx.state.mode = std::uint32_t(scalarBits(cx.operand(inst, 0))); }

void exec_GetHwReg(ExecContext& cx, const Inst& inst, Value& out) {
  std::uint32_t* reg = hwRegister(cx.state, inst.imm);
  out.lanes[0] = reg ? *reg : 0;
}
void exec_SetHwReg(ExecContext& cx, const Inst& inst, Value&) {
  if (std::uint32_t* reg = hwRegister(cx.state, inst.imm)) *reg = std::uint32_t(scalarBits(cx.operand(inst, 0)));
}

void exec_GetAperture(ExecContext& cx, const Inst& inst, Value& out) {
  switch (inst.imm) {
    case 235: out.lanes[0] = cx.state.sharedBase; break;
    case 236: out.lanes[0] = cx.state.sharedLimit; break;
    case 237: out.lanes[0] = cx.state.privateBase; break;
    case 238: out.lanes[0] = cx.state.privateLimit; break;
    default: out.lanes[0] = 0; break;
  }
}

}  // namespace gcnjit::ir

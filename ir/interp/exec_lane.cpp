// Shape and cross-lane ops (ir/ops/lane.inc, Bitcast).
#include "ir/dpp.h"
#include "ir/interp/context.h"

namespace gcnjit::ir {

void exec_Bitcast(ExecContext& cx, const Inst& inst, Value& out) { out = cx.operand(inst, 0); }

void exec_Select(ExecContext& cx, const Inst& inst, Value& out) {
  const Value& cond = cx.operand(inst, 0);
  const Value& a = cx.operand(inst, 1);
  const Value& b = cx.operand(inst, 2);
  if (!inst.type.isVector()) {
    out.lanes[0] = (cond.lanes[0] & 1) ? a.lanes[0] : b.lanes[0];
    return;
  }
  bool perLane = inst.operands[0]->type.isMask();
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    bool pick = perLane ? (cond.lanes[0] >> l) & 1 : cond.lanes[0] & 1;
    out.lanes[l] = pick ? a.lanes[l] : b.lanes[l];
  }
}

void exec_Broadcast(ExecContext& cx, const Inst& inst, Value& out) {
  std::uint64_t v = cx.operand(inst, 0).lanes[0];
  if (inst.type.isMask()) {
    out.lanes[0] = (v & 1) ? ~0ull : 0;
    return;
  }
  out.lanes.fill(v);
}

void exec_ReadFirstLane(ExecContext& cx, const Inst& inst, Value& out) {
  std::uint64_t exec = cx.state.exec();
  unsigned lane = exec ? unsigned(__builtin_ctzll(exec)) : 0;
  out.lanes[0] = cx.operand(inst, 0).lanes[lane];
}

void exec_LaneId(ExecContext&, const Inst&, Value& out) {
  for (unsigned l = 0; l < kWaveLanes; ++l) out.lanes[l] = l;
}

// Vega ISA "DPP_CTRL" enumeration.
int dppSource(unsigned ctrl, int lane) {
  int row = lane & ~15, inRow = lane & 15;
  if (ctrl <= 0xff) return (lane & ~3) + int((ctrl >> (2 * (lane & 3))) & 3);  // quad_perm
  if (ctrl >= 0x101 && ctrl <= 0x10f) {                                          // row_shl
    int s = inRow + int(ctrl & 15);
    return s < 16 ? row + s : -1;
  }
  if (ctrl >= 0x111 && ctrl <= 0x11f) {  // row_shr
    int s = inRow - int(ctrl & 15);
    return s >= 0 ? row + s : -1;
  }
  if (ctrl >= 0x121 && ctrl <= 0x12f) return row + ((inRow - int(ctrl & 15)) & 15);  // row_ror
  switch (ctrl) {
    case 0x130: return lane + 1 < 64 ? lane + 1 : -1;  // wave_shl:1
    case 0x134: return (lane + 1) & 63;                // wave_rol:1
    case 0x138: return lane - 1;                       // wave_shr:1 (-1 for lane 0)
    case 0x13c: return (lane - 1) & 63;                // wave_ror:1
    case 0x140: return row + (15 - inRow);             // row_mirror
    case 0x141: return (lane & ~7) + (7 - (lane & 7)); // row_half_mirror
    case 0x142: return row >= 16 ? row - 1 : -1;       // row_bcast:15: last lane of the previous row
    case 0x143: return lane >= 32 ? 31 : -1;           // row_bcast:31: lane 31 to rows 2 and 3
    default: return -1;                                // reserved controls
  }
}

void exec_DppMove(ExecContext& cx, const Inst& inst, Value& out) {
  const Value& v = cx.operand(inst, 0);
  for (int l = 0; l < int(kWaveLanes); ++l) {
    int s = dppSource(unsigned(inst.imm), l);
    out.lanes[l] = s >= 0 ? v.lanes[s] : 0;
  }
}

void exec_DppValid(ExecContext& cx, const Inst& inst, Value& out) {
  std::uint64_t active = cx.operand(inst, 0).lanes[0], valid = 0;
  for (int l = 0; l < int(kWaveLanes); ++l) {
    int s = dppSource(unsigned(inst.imm), l);
    if (s >= 0 && ((active >> s) & 1)) valid |= 1ull << l;
  }
  out.lanes[0] = valid;
}

}  // namespace gcnjit::ir

namespace gcnjit::ir {

void exec_ReadLane(ExecContext& cx, const Inst& inst, Value& out) {
  out.lanes[0] = cx.operand(inst, 0).lanes[cx.operand(inst, 1).lanes[0] & 63];
}

void exec_WriteLane(ExecContext& cx, const Inst& inst, Value& out) {
  out = cx.operand(inst, 0);
  out.lanes[cx.operand(inst, 2).lanes[0] & 63] = cx.operand(inst, 1).lanes[0];
}

void exec_LaneGather(ExecContext& cx, const Inst& inst, Value& out) {
  const Value& v = cx.operand(inst, 0);
  const Value& index = cx.operand(inst, 1);
  std::uint64_t lanes = cx.operand(inst, 2).lanes[0];
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    out.lanes[l] = (lanes >> l) & 1 ? v.lanes[(index.lanes[l] / 4) & 63] : 0;
  }
}

void exec_LaneScatter(ExecContext& cx, const Inst& inst, Value& out) {
  const Value& v = cx.operand(inst, 0);
  const Value& index = cx.operand(inst, 1);
  std::uint64_t lanes = cx.operand(inst, 2).lanes[0];
  out.lanes.fill(0);
  // In lane order, so the highest writing lane wins a shared destination.
  for (unsigned l = 0; l < kWaveLanes; ++l) {
    if ((lanes >> l) & 1) out.lanes[(index.lanes[l] / 4) & 63] = v.lanes[l];
  }
}

}  // namespace gcnjit::ir

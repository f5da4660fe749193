// Memory ops (ir/ops/memory.inc) through the Memory interface.
#include <cstring>

#include "ir/eval/eval.h"
#include "ir/interp/context.h"

namespace gcnjit::ir {
namespace {

const char* spaceName(AddrSpace s) {
  switch (s) {
    case AddrSpace::Global: return "global";
    case AddrSpace::Flat: return "flat";
    case AddrSpace::Lds: return "LDS";
    case AddrSpace::Private: return "private";
    case AddrSpace::Constant: return "constant";
  }
  return "?";
}

[[noreturn]] void fault(Memory& memory, const MemAccess& access, std::uint64_t address, unsigned lane,
                        const char* what) {
  char text[160];
  std::snprintf(text, sizeof text, "%s fault: %u-byte %s at 0x%llx (lane %u)", what, unsigned(access.size),
                spaceName(access.space), static_cast<unsigned long long>(address), lane);
  std::string why = memory.explainFault(access.space, address, lane, access.size);
  throw WaveFault(why.empty() ? text : text + (": " + why));
}

// Lane `l`'s address: 32-bit offsets for LDS and private, 64-bit otherwise.
std::uint64_t addressOf(const Inst& inst, const Value& addr, unsigned l) {
  Type t = inst.operands[0]->type;
  return t.isVector() ? addr.lanes[l] : addr.lanes[0];
}

// Whether lane `l` accesses memory: a vector op accesses in the lanes of its
// mask, a scalar op (uniform address and data) once, in lane 0, when any lane
// of the mask is set.
bool accesses(std::uint64_t mask, unsigned l, bool vector) { return vector ? (mask >> l) & 1 : mask != 0; }

}  // namespace

void exec_Load(ExecContext& cx, const Inst& inst, Value& out) {
  MemAccess access = MemAccess::decode(inst.imm);
  const Value& addr = cx.operand(inst, 0);
  std::uint64_t mask = cx.operand(inst, 1).lanes[0];
  unsigned lanes = inst.type.isVector() ? kWaveLanes : 1;
  for (unsigned l = 0; l < lanes; ++l) {
    out.lanes[l] = 0;
    if (!accesses(mask, l, lanes > 1)) continue;
    std::uint64_t a = addressOf(inst, addr, l), raw = 0;
    if (!cx.memory.load(access.space, a, l, &raw, access.size)) fault(cx.memory, access, a, l, "read");
    out.lanes[l] = truncateTo(access.extend(raw), inst.type.elem);
  }
}

void exec_Store(ExecContext& cx, const Inst& inst, Value&) {
  MemAccess access = MemAccess::decode(inst.imm);
  const Value& addr = cx.operand(inst, 0);
  const Value& data = cx.operand(inst, 1);
  std::uint64_t mask = cx.operand(inst, 2).lanes[0];
  bool vectorData = inst.operands[1]->type.isVector();
  bool vector = vectorData || inst.operands[0]->type.isVector();
  for (unsigned l = 0; l < (vector ? kWaveLanes : 1); ++l) {
    if (!accesses(mask, l, vector)) continue;
    std::uint64_t a = addressOf(inst, addr, l);
    std::uint64_t bits = vectorData ? data.lanes[l] : data.lanes[0];
    if (!cx.memory.store(access.space, a, l, &bits, access.size)) fault(cx.memory, access, a, l, "write");
  }
}

void exec_ScalarLoad(ExecContext& cx, const Inst& inst, Value& out) {
  ScalarLoadImm load = ScalarLoadImm::decode(inst.imm);
  MemAccess access = load.access;
  std::uint64_t a = load.address(cx.operand(inst, 0).lanes[0]), raw = 0;
  if (!cx.memory.load(access.space, a, 0, &raw, access.size)) fault(cx.memory, access, a, 0, "read");
  out.lanes[0] = truncateTo(raw, Elem::I32);
}

void exec_Atomic(ExecContext& cx, const Inst& inst, Value& out) {
  MemAccess access = MemAccess::decode(inst.imm);
  const Value& addr = cx.operand(inst, 0);
  const Value& data = cx.operand(inst, 1);
  const Value& compare = cx.operand(inst, 2);
  std::uint64_t mask = cx.operand(inst, 3).lanes[0];
  bool vector = inst.type.isVector();
  for (unsigned l = 0; l < (vector ? kWaveLanes : 1); ++l) {
    out.lanes[l] = 0;
    if (!accesses(mask, l, vector)) continue;
    std::uint64_t a = addressOf(inst, addr, l), old = 0;
    if (!cx.memory.atomic(access.space, a, l, access.atomic, access.size, data.lanes[l], compare.lanes[l], &old)) {
      fault(cx.memory, access, a, l, "atomic");
    }
    out.lanes[l] = truncateTo(old, inst.type.elem);
  }
}

}  // namespace gcnjit::ir

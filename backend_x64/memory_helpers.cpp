#include "backend_x64/memory_helpers.h"

#include <algorithm>
#include <cstring>

#include "backend_x64/helpers.h"
#include "ir/eval/eval.h"
#include "ir/memory.h"
#include "ir/relaxed_access.h"

namespace gcnjit::backend_x64 {
namespace {

// Lane addresses of a vector address operand (32-bit offsets or 64-bit addresses).
struct LaneAddresses {
  const std::uint8_t* bytes;
  bool wide;
  std::uint64_t operator[](unsigned l) const {
    if (wide) {
      std::uint64_t a;
      std::memcpy(&a, bytes + l * 8, 8);
      return a;
    }
    std::uint32_t a;
    std::memcpy(&a, bytes + l * 4, 4);
    return a;
  }
};

// The byte range the active lanes touch: [lo, hi). False if no lane is active.
bool span(const LaneAddresses& lanes, std::uint64_t mask, unsigned size, std::uint64_t& lo, std::uint64_t& hi) {
  if (!mask) return false;
  lo = ~0ull;
  hi = 0;
  for (std::uint64_t m = mask; m; m &= m - 1) {
    std::uint64_t a = lanes[unsigned(__builtin_ctzll(m))];
    lo = std::min(lo, a);
    hi = std::max(hi, a + size);
  }
  return hi > lo;  // an address range that wraps goes lane by lane
}

bool vectorAccess(const ir::Inst& inst) { return inst.operands[0]->type.isVector(); }

}  // namespace

extern "C" int gcnjitLoad(JitFrame* frame, const HelperSite* site) {
  const ir::Inst& inst = *site->inst;
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  if (!inst.type.isVector() || !vectorAccess(inst)) return gcnjitRunInterpreterOp(frame, site);
  LaneAddresses lanes{address(*frame, site->operands[0]), ir::elemBits(inst.operands[0]->type.elem) == 64};
  std::uint64_t mask;
  std::memcpy(&mask, address(*frame, site->operands[1]), 8);
  std::uint64_t lo = 0, hi = 0;
  std::uint8_t* base = nullptr;
  if (mask) {
    if (!span(lanes, mask, access.size, lo, hi)) return gcnjitRunInterpreterOp(frame, site);
    base = frame->memory->window(access.space, lo, hi - lo);
    if (!base) return gcnjitRunInterpreterOp(frame, site);
  }
  std::uint8_t* out = address(*frame, site->result);
  bool wide = ir::elemBits(inst.type.elem) == 64;
  for (unsigned l = 0; l < 64; ++l) {
    std::uint64_t value = 0;
    if ((mask >> l) & 1) {
      std::uint64_t raw = 0;
      ir::loadRelaxed(&raw, base + (lanes[l] - lo), access.size);
      value = ir::truncateTo(access.extend(raw), inst.type.elem);
    }
    if (wide) {
      std::memcpy(out + l * 8, &value, 8);
    } else {
      std::uint32_t v32 = std::uint32_t(value);
      std::memcpy(out + l * 4, &v32, 4);
    }
  }
  return 0;
}

extern "C" int gcnjitStore(JitFrame* frame, const HelperSite* site) {
  const ir::Inst& inst = *site->inst;
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  const ir::Inst* data = inst.operands[1];
  if (!vectorAccess(inst) || !data->type.isVector()) return gcnjitRunInterpreterOp(frame, site);
  LaneAddresses lanes{address(*frame, site->operands[0]), ir::elemBits(inst.operands[0]->type.elem) == 64};
  std::uint64_t mask;
  std::memcpy(&mask, address(*frame, site->operands[2]), 8);
  if (!mask) return 0;
  std::uint64_t lo = 0, hi = 0;
  if (!span(lanes, mask, access.size, lo, hi)) return gcnjitRunInterpreterOp(frame, site);
  std::uint8_t* base = frame->memory->window(access.space, lo, hi - lo);
  if (!base) return gcnjitRunInterpreterOp(frame, site);
  const std::uint8_t* values = address(*frame, site->operands[1]);
  unsigned stride = ir::elemBits(data->type.elem) == 64 ? 8 : 4;
  // Lanes store in ascending order, as the interpreter's do (the highest
  // lane wins when addresses collide).
  for (std::uint64_t m = mask; m; m &= m - 1) {
    unsigned l = unsigned(__builtin_ctzll(m));
    std::uint64_t bits = 0;
    std::memcpy(&bits, values + l * stride, stride);
    ir::storeRelaxed(base + (lanes[l] - lo), &bits, access.size);
  }
  return 0;
}

extern "C" int gcnjitVouchRange(JitFrame* frame, std::uint64_t address) {
  auto range = frame->memory->extent(ir::AddrSpace::Global, address, 4);
  if (!range) return 0;
  std::uint64_t entry = frame->rangeNext;
  frame->rangeNext = (entry + 1) % JitFrame::kRanges;
  frame->rangeLo[entry] = range->first;
  frame->rangeHi[entry] = range->second;
  return int(entry) + 1;
}

extern "C" int gcnjitScalarLoad(JitFrame* frame, const HelperSite* site) {
  const ir::Inst& inst = *site->inst;
  ir::ScalarLoadImm load = ir::ScalarLoadImm::decode(inst.imm);
  ir::MemAccess access = load.access;
  std::uint64_t base;
  std::memcpy(&base, address(*frame, site->operands[0]), 8);
  std::uint64_t a = load.address(base);
  std::uint8_t* from = frame->memory->window(access.space, a, access.size);
  if (!from) return gcnjitRunInterpreterOp(frame, site);
  std::uint64_t raw = 0;
  ir::loadRelaxed(&raw, from, access.size);
  std::uint64_t value = ir::truncateTo(raw, inst.type.elem);
  std::memcpy(address(*frame, site->result), &value, 8);
  return 0;
}

}  // namespace gcnjit::backend_x64

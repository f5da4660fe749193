#include "cfg/jump_target.h"

#include <algorithm>
#include <map>

namespace gcnjit::cfg {
namespace {

// Known 32-bit values of SGPRs (operand codes below 256) and of SCC as the
// carry of the last s_add_u32.
struct ScalarState {
  std::map<uint16_t, uint32_t> sgpr;
  std::optional<bool> carry;

  std::optional<uint32_t> value(uint16_t code, const Inst& inst) const {
    if (code == opnd::kLiteral) return inst.literal;
    if (code >= 128 && code <= 192) return uint32_t(code - 128);  // inline 0..64
    if (code >= 193 && code <= 208) return uint32_t(192 - int(code));  // inline -1..-16
    auto it = sgpr.find(code);
    return it == sgpr.end() ? std::nullopt : std::optional<uint32_t>(it->second);
  }

  void forget(uint16_t code, OpType type) {
    if (code >= opnd::kVgpr0) return;
    int n = std::max(1, dwordCount(type));
    for (int i = 0; i < n; ++i) sgpr.erase(uint16_t(code + i));
  }

  void step(const CfgInst& ci) {
    const Inst& inst = ci.inst;
    const InstDesc& d = inst.desc();
    if (inst.id == InstId::s_getpc_b64) {
      uint64_t next = ci.address + inst.size;
      sgpr[inst.dst] = uint32_t(next);
      sgpr[uint16_t(inst.dst + 1)] = uint32_t(next >> 32);
      return;
    }
    if (inst.id == InstId::s_add_u32 || inst.id == InstId::s_addc_u32) {
      std::optional<uint32_t> a = value(inst.src[0], inst), b = value(inst.src[1], inst);
      std::optional<bool> carryIn =
          inst.id == InstId::s_add_u32 ? std::optional<bool>(false) : carry;
      if (a && b && carryIn) {
        uint64_t sum = uint64_t(*a) + *b + *carryIn;
        sgpr[inst.dst] = uint32_t(sum);
        carry = (sum >> 32) != 0;
        return;
      }
    }
    forget(inst.dst, d.dst);
    forget(inst.sdst, OpType::B64);
    forget(inst.mem.sdata, d.dst);
    if (d.has(iflag::WrScc)) carry.reset();
  }
};

}  // namespace

std::optional<uint64_t> staticJumpTarget(std::span<const CfgInst> block, uint16_t pair) {
  if (block.empty()) return std::nullopt;
  ScalarState state;
  for (const CfgInst& ci : block.first(block.size() - 1)) state.step(ci);
  const Inst& jump = block.back().inst;
  if (pair >= 128) return std::nullopt;  // not an SGPR pair
  std::optional<uint32_t> lo = state.value(pair, jump);
  std::optional<uint32_t> hi = state.value(uint16_t(pair + 1), jump);
  if (!lo || !hi) return std::nullopt;
  return uint64_t(*hi) << 32 | *lo;
}

std::vector<uint64_t> builtAddresses(std::span<const CfgInst> block) {
  std::vector<uint64_t> addresses;
  ScalarState state;
  for (const CfgInst& ci : block) {
    state.step(ci);
    const Inst& inst = ci.inst;
    if (inst.id != InstId::s_addc_u32 || inst.dst == 0 || inst.dst >= 128) continue;
    std::optional<uint32_t> lo = state.value(uint16_t(inst.dst - 1), inst);
    std::optional<uint32_t> hi = state.value(inst.dst, inst);
    if (lo && hi) addresses.push_back(uint64_t(*hi) << 32 | *lo);
  }
  return addresses;
}

}  // namespace gcnjit::cfg

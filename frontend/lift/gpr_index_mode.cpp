#include "lift/gpr_index_mode.h"

#include <optional>

#include "lift/lift_scalar_state.h"

namespace gcnjit::lift {

GprIdxMode gprIdxModeAfter(const Inst& inst, GprIdxMode before) {
  switch (inst.id) {
    case InstId::s_set_gpr_idx_on: return GprIdxMode::On;
    case InstId::s_set_gpr_idx_off: return GprIdxMode::Off;
    case InstId::s_setreg_b32: case InstId::s_setreg_imm32_b32: {
      HwRegField field = decodeHwRegField(std::uint32_t(inst.imm));
      std::uint64_t bits = ((1ull << field.size) - 1) << field.offset;
      bool coversEnable = field.id == kHwRegMode && (bits & kModeGprIdxEn) != 0;
      return coversEnable ? GprIdxMode::Off : before;
    }
    default: return before;
  }
}

std::vector<GprIdxMode> gprIdxModeAtEntry(const cfg::KernelCfg& cfg) {
  const std::size_t n = cfg.blocks.size();
  std::vector<std::optional<GprIdxMode>> entry(n);
  auto indexOf = [&](std::uint64_t start) -> std::optional<std::size_t> {
    const cfg::BasicBlock* block = cfg.blockAt(start);
    if (!block) return std::nullopt;
    return std::size_t(block - cfg.blocks.data());
  };
  std::vector<std::size_t> work;
  auto flowInto = [&](std::uint64_t start, GprIdxMode mode) {
    std::optional<std::size_t> i = indexOf(start);
    if (!i) return;
    GprIdxMode merged = !entry[*i] || *entry[*i] == mode ? mode : GprIdxMode::Unknown;
    if (entry[*i] == merged) return;
    entry[*i] = merged;
    work.push_back(*i);
  };
  flowInto(cfg.entry, GprIdxMode::Off);
  while (!work.empty()) {
    std::size_t b = work.back();
    work.pop_back();
    const cfg::BasicBlock& block = cfg.blocks[b];
    GprIdxMode mode = *entry[b];
    for (const cfg::CfgInst& ci : block.insts) mode = gprIdxModeAfter(ci.inst, mode);
    for (std::uint64_t next : block.successors) flowInto(next, mode);
    if (block.callee) flowInto(*block.callee, mode);
  }
  std::vector<GprIdxMode> result(n, GprIdxMode::Off);
  for (std::size_t b = 0; b < n; ++b) {
    if (entry[b]) result[b] = *entry[b];
  }
  return result;
}

}  // namespace gcnjit::lift

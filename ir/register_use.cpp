#include "ir/register_use.h"

#include <algorithm>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ir/cfg.h"

namespace gcnjit::ir {
namespace {

// The register sets of one block: read before written (`use`) and written.
struct BlockSets {
  RegisterUse use, def;
};

template <std::size_t N>
void read(std::bitset<N>& use, const std::bitset<N>& def, std::size_t reg) {
  if (reg < N && !def[reg]) use[reg] = true;
}

BlockSets blockSets(const Block& block) {
  BlockSets s;
  for (const auto& inst : block.insts()) {
    std::size_t reg = std::size_t(inst->imm);
    switch (inst->op) {
      case Op::GetVGPR: read(s.use.vgprs, s.def.vgprs, reg); break;
      case Op::SetVGPR: if (reg < 256) s.def.vgprs[reg] = true; break;
      case Op::GetAccVGPR: read(s.use.agprs, s.def.agprs, reg); break;
      case Op::SetAccVGPR: if (reg < 256) s.def.agprs[reg] = true; break;
      case Op::GetSGPR: read(s.use.sgprs, s.def.sgprs, reg); break;
      case Op::SetSGPR: if (reg < sreg::kCount) s.def.sgprs[reg] = true; break;
      case Op::GetVGPRIndexed: s.use.vgprs |= ~s.def.vgprs; break;
      case Op::GetSGPRIndexed: s.use.sgprs |= ~s.def.sgprs; break;
      case Op::GetVCC:
        read(s.use.sgprs, s.def.sgprs, sreg::kVccLo);
        read(s.use.sgprs, s.def.sgprs, sreg::kVccLo + 1);
        break;
      case Op::SetVCC: s.def.sgprs[sreg::kVccLo] = s.def.sgprs[sreg::kVccLo + 1] = true; break;
      case Op::GetEXEC:
        read(s.use.sgprs, s.def.sgprs, sreg::kExecLo);
        read(s.use.sgprs, s.def.sgprs, sreg::kExecLo + 1);
        break;
      case Op::SetEXEC: s.def.sgprs[sreg::kExecLo] = s.def.sgprs[sreg::kExecLo + 1] = true; break;
      case Op::GetM0: read(s.use.sgprs, s.def.sgprs, sreg::kM0); break;
      case Op::SetM0: s.def.sgprs[sreg::kM0] = true; break;
      case Op::GetSCC: s.use.scc |= !s.def.scc; break;
      case Op::SetSCC: s.def.scc = true; break;
      default: break;
    }
  }
  return s;
}

// in |= use | (out & ~def); returns whether `in` grew.
template <std::size_t N>
bool flow(std::bitset<N>& in, const std::bitset<N>& use, const std::bitset<N>& out, const std::bitset<N>& def) {
  std::bitset<N> next = in | use | (out & ~def);
  bool grew = next != in;
  in = next;
  return grew;
}

void merge(RegisterUse& into, const RegisterUse& from) {
  into.vgprs |= from.vgprs;
  into.agprs |= from.agprs;
  into.sgprs |= from.sgprs;
  into.scc |= from.scc;
}

// Live-in of every block, and each block's successors. A block ending in
// JumpIndirect may go to any block: its successors are left empty and its
// live-out is the union of every live-in (`anyBlock`), built once per sweep
// rather than once per such block (GCC's OpenMP kernels have thousands of
// blocks and many indirect jumps).
struct Liveness {
  std::vector<RegisterUse> in;
  std::vector<std::vector<std::size_t>> next;
  std::vector<bool> indirect;

  RegisterUse anyBlock() const {
    RegisterUse all;
    for (const RegisterUse& use : in) merge(all, use);
    return all;
  }
  RegisterUse out(std::size_t b, const RegisterUse& anyBlockIn) const {
    if (indirect[b]) return anyBlockIn;
    RegisterUse out;
    for (std::size_t s : next[b]) {
      if (s < in.size()) merge(out, in[s]);
    }
    return out;
  }
};

bool endsInIndirectJump(const Block& block) {
  const Inst* last = block.terminator();
  return last && last->op == Op::JumpIndirect;
}

Liveness liveness(const Function& function) {
  const auto& blocks = function.blocks();
  std::vector<BlockSets> sets;
  Liveness live;
  for (const auto& block : blocks) {
    sets.push_back(blockSets(*block));
    bool indirect = endsInIndirectJump(*block);
    live.indirect.push_back(indirect);
    live.next.push_back(indirect ? std::vector<std::size_t>{} : successors(function, *block));
  }
  live.in.resize(blocks.size());
  bool anyIndirect = std::find(live.indirect.begin(), live.indirect.end(), true) != live.indirect.end();
  for (bool changed = true; changed;) {
    changed = false;
    RegisterUse anyBlockIn = anyIndirect ? live.anyBlock() : RegisterUse{};
    for (std::size_t b = blocks.size(); b-- > 0;) {
      RegisterUse out = live.out(b, anyBlockIn);
      RegisterUse& in = live.in[b];
      changed |= flow(in.vgprs, sets[b].use.vgprs, out.vgprs, sets[b].def.vgprs);
      changed |= flow(in.agprs, sets[b].use.agprs, out.agprs, sets[b].def.agprs);
      changed |= flow(in.sgprs, sets[b].use.sgprs, out.sgprs, sets[b].def.sgprs);
      bool scc = in.scc || sets[b].use.scc || (out.scc && !sets[b].def.scc);
      changed |= scc != in.scc;
      in.scc = scc;
    }
  }
  return live;
}


// Appends entry i (of `size` bytes, `base` bytes into the WaveState) for
// every set bit i of `rows`, one range per run of consecutive set bits.
template <std::size_t N>
void addRows(std::vector<StateRange>& ranges, std::size_t base, std::size_t size, const std::bitset<N>& rows) {
  for (std::size_t i = 0; i < N;) {
    if (!rows[i]) {
      ++i;
      continue;
    }
    std::size_t first = i;
    while (i < N && rows[i]) ++i;
    ranges.push_back({std::uint32_t(base + first * size), std::uint32_t((i - first) * size)});
  }
}

}  // namespace

std::vector<RegisterUse> liveOut(const Function& function) {
  Liveness live = liveness(function);
  RegisterUse anyBlockIn = live.anyBlock();
  std::vector<RegisterUse> out(live.in.size());
  for (std::size_t b = 0; b < out.size(); ++b) out[b] = live.out(b, anyBlockIn);
  return out;
}

RegisterUse registerUse(const Function& function, std::size_t entry) {
  std::vector<RegisterUse> in = liveness(function).in;
  if (entry < in.size()) return in[entry];
  RegisterUse all;  // no such block: the runtime reports that; assume everything is read
  all.vgprs.set();
  all.agprs.set();
  all.sgprs.set();
  all.scc = true;
  return all;
}

std::vector<StateRange> resetRanges(const RegisterUse& use) {
  std::vector<StateRange> ranges;
  addRows(ranges, offsetof(WaveState, vgpr), sizeof WaveState::vgpr[0], use.vgprs);
  addRows(ranges, offsetof(WaveState, agpr), sizeof WaveState::agpr[0], use.agprs);
  addRows(ranges, offsetof(WaveState, sgpr), sizeof WaveState::sgpr[0], use.sgprs);
  std::uint32_t special = offsetof(WaveState, scc);
  std::uint32_t specialBytes = std::uint32_t(sizeof(WaveState) - special);
  if (!ranges.empty() && ranges.back().offset + ranges.back().bytes == special) {
    ranges.back().bytes += specialBytes;  // the SGPR run reaches the special registers
  } else {
    ranges.push_back({special, specialBytes});
  }
  return ranges;
}

}  // namespace gcnjit::ir

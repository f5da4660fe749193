// Which guest registers a wave may read before it writes them: live-in at
// its entry block. A wave's reset clears only those (a whole WaveState is
// 130 KiB; the rest is written before anything reads it, so its old
// contents never show). Live-out of every block: what get/set forwarding
// may leave unwritten at a block's end.
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ir/ir.h"
#include "ir/wave_state.h"

namespace gcnjit::ir {

struct RegisterUse {
  std::bitset<256> vgprs;               // v0..v255
  std::bitset<256> agprs;               // a0..a255
  std::bitset<sreg::kCount> sgprs;      // by scalar operand code (s0.., VCC, M0, EXEC)
  bool scc = false;
};

// Live-in registers of `entry`, by a backward dataflow over the CFG
// (JumpIndirect may reach any block). Get*Indexed counts as reading the
// whole register file, Set*Indexed as writing nothing.
RegisterUse registerUse(const Function& function, std::size_t entry);
// Registers some successor of block i may read before writing them, for
// every block (s_barrier's and s_trap's resume blocks are successors).
std::vector<RegisterUse> liveOut(const Function& function);

// WaveState bytes [offset, offset + bytes).
struct StateRange {
  std::uint32_t offset, bytes;
};
// What a wave's reset zeroes: the registers of `use` and the special
// registers after the SGPRs (SCC, MODE, STATUS...), one range per run of
// consecutive registers.
std::vector<StateRange> resetRanges(const RegisterUse& use);

}  // namespace gcnjit::ir

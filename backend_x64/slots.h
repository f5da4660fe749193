// Where each IR value lives while JIT code runs: a slot in the frame's value
// area (vectors of 32-bit lanes 256 bytes, of 64-bit lanes 512, scalars and
// masks 8), or, for a Get of guest state that nothing overwrites before the
// value's last use, the WaveState field itself (no copy). Values never cross
// blocks, so every block reuses the area from offset 0, and a slot is
// reused once its value is dead in the block's emission order (values of
// one chunk region, or of one run of Mfma ops, never share slots).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <unordered_set>

#include <vector>

#include "backend_x64/in_place_reads.h"
#include "backend_x64/schedule.h"
#include "ir/ir.h"

namespace gcnjit::backend_x64 {

struct Place {
  enum class Base : std::uint8_t { Values, State };  // rbx-relative or r12-relative
  Base base = Base::Values;
  std::int32_t offset = 0;
};

class SlotMap {
 public:
  // `schedules` gives each block's emission order (schedule.h): a value used
  // in a chunk region stays live until the region's end.
  // Values `inPlace` names are read in place of others by their users
  // (in_place_reads.h), which therefore live as long as those users;
  // virtual Broadcasts get no slot (their users load the scalar operand,
  // Emitter::loadChunk32). Vector slots start at multiples of `vectorAlignment`
  // bytes (zmm chunks: 64, so no chunk straddles a cache line).
  SlotMap(const ir::Function& function, const std::vector<BlockSchedule>& schedules, const InPlaceReads& inPlace,
          std::uint32_t vectorAlignment);
  const Place& place(const ir::Inst* value) const { return places_.at(value); }
  std::uint32_t areaBytes() const { return areaBytes_; }

 private:
  void assignBlock(const ir::Block& block, const BlockSchedule& schedule);
  const InPlaceReads& inPlace_;
  std::uint32_t vectorAlignment_;
  std::unordered_map<const ir::Inst*, Place> places_;
  std::uint32_t areaBytes_ = 0;
};

// Bytes a value of type `t` occupies in a slot (0 for void).
std::uint32_t slotBytes(ir::Type t);

}  // namespace gcnjit::backend_x64

// Functions JIT code calls: running an IR op with the interpreter's own code
// (ops without a native emitter, docs/ARCHITECTURE.md lists them), resolving
// indirect jumps and switching waves. Each returns non-zero (negative for
// those returning a block) when the wave must exit, after filling the
// frame's exit fields.
#pragma once

#include <cstdint>

#include "backend_x64/emitter.h"
#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {

extern "C" int gcnjitRunInterpreterOp(JitFrame* frame, const HelperSite* site);
// Where the value at `place` lives while the frame's wave runs.
inline std::uint8_t* address(const JitFrame& frame, const Place& place) {
  std::uint8_t* base = place.base == Place::Base::Values ? frame.values : reinterpret_cast<std::uint8_t*>(frame.state);
  return base + place.offset;
}
// The index of the block at GCN address `target`, or -1 (a fault at the
// jump's address `pc`) if none starts there.
extern "C" std::int64_t gcnjitResolveIndirect(JitFrame* frame, std::uint64_t target, std::uint64_t pc);
// s_barrier and s_endpgm under frame->schedule: the turn passes to the next
// wave (frame->state) and the block it goes on at is returned; -1 from
// gcnjitEndWave when the wave is the workgroup's last, and from either when
// the schedule stalled (no wave can run until the grid's barrier lets one
// go): the code exits, the turn already taken. Integer
// code only: they run under the kernel's MXCSR.
extern "C" std::int64_t gcnjitArriveAtBarrier(JitFrame* frame, std::uint64_t resumeBlock);
extern "C" std::int64_t gcnjitEndWave(JitFrame* frame);

}  // namespace gcnjit::backend_x64

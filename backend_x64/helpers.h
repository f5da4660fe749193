// Functions JIT code calls: running an IR op with the interpreter's own code
// (ops without a native emitter, docs/ARCHITECTURE.md lists them) and
// resolving indirect jumps. Each returns non-zero when the wave must exit,
// after filling the frame's exit fields.
#pragma once

#include <cstdint>

#include "backend_x64/emitter.h"
#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {

extern "C" int gcnjitRunInterpreterOp(JitFrame* frame, const HelperSite* site);
// The index of the block at GCN address `target`, or -1 (a fault at the
// jump's address `pc`) if none starts there.
extern "C" std::int64_t gcnjitResolveIndirect(JitFrame* frame, std::uint64_t target, std::uint64_t pc);

}  // namespace gcnjit::backend_x64

// Ops whose emitter is, for now, always the interpreter helper: scalar bit
// tricks, the clock and messages (other files list their own helper-run ops
// next to their native emitters). `gcnjit helper-ops` lists
// every op that runs this way; docs/EXTENDING.md (recipe 4) says how to
// replace a line with an emitter in the file of its class.
#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Scalar bit tricks and the clock (ir/ops/scalar.inc).
GCNJIT_EMIT_VIA_HELPER(WholeQuad)
GCNJIT_EMIT_VIA_HELPER(QuadMask)
GCNJIT_EMIT_VIA_HELPER(BitReplicate)
GCNJIT_EMIT_VIA_HELPER(ReadClock)

// Messages to the host (ir/ops/message.inc).
GCNJIT_EMIT_VIA_HELPER(SendMessage)

}  // namespace gcnjit::backend_x64

// Lane addresses computed only where an access needs all 64 of them.
//
// A LaneAddress (ir/ops/int.inc) whose base is a Broadcast scalar and which
// every user reads only as the address of a global load or store of native
// shape (emit/global_shape.h; not a dword quad's, whose loads read the
// addresses themselves) is deferred: no code computes it where it is
// defined. Its accesses test their lanes' shape on the 32-bit
// indices and compute a lane's or a group's address in scalar code
// (emit/indexed_access.h); only their general path computes the 64
// addresses into the value's slot (materialiseLaneAddress), before anything
// reads that slot. The base and index then live as long as the accesses
// (in_place_reads.h).
#pragma once

#include <unordered_set>

#include "ir/ir.h"

namespace gcnjit::backend_x64 {

std::unordered_set<const ir::Inst*> deferredAddresses(const ir::Function& function);

}  // namespace gcnjit::backend_x64

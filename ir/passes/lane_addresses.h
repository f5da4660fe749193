// Global and flat accesses' addresses as LaneAddress(Broadcast(base), index).
//
// After widen-register-pairs, a lane's address is 64-bit arithmetic over
// one 32-bit index, such as Broadcast(b) + (ZExt(i) + Broadcast(o)) << 2.
// Every such sum of uniform terms and one extended index, through adds and
// constant left shifts, is the uniform base b + (o << 2) plus the index's
// offset ZExt(i) << 2 (shifts distribute over adds modulo 2^64): one
// LaneAddress with the base in scalar code. An access can then test its
// lanes' shape on the 32-bit indices and compute one lane's address in
// scalar code (backend_x64/deferred_addresses.h).
//
// The pass rewrites the root of each access's address (below constant
// offsets, ir/constant_offset.h, so the accesses of one root still share
// it); other users of the root see the same value.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void formLaneAddresses(Function& function);

}  // namespace gcnjit::ir

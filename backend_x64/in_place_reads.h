// Values that get no code where they are defined, so that their users read
// other values in their place; those values then live as long as the users
// (slots.h, scalar_registers.h).
#pragma once

#include <unordered_set>

#include "ir/ir.h"

namespace gcnjit::backend_x64 {

struct InPlaceReads {
  // Vector Broadcasts whose users broadcast the scalar operand themselves.
  const std::unordered_set<const ir::Inst*>& virtualBroadcasts;
  // LaneAddress values whose accesses read the base (the scalar its
  // Broadcast operand broadcasts) and the index (deferred_addresses.h).
  const std::unordered_set<const ir::Inst*>& deferredAddresses;

  // Calls `read` with each value a user of `value` reads in its place.
  template <class Read>
  void forEach(const ir::Inst* value, Read read) const {
    if (virtualBroadcasts.count(value)) read(value->operands[0]);
    if (!deferredAddresses.count(value)) return;
    const ir::Inst* broadcast = value->operands[0];
    read(broadcast);
    read(broadcast->operands[0]);
    read(value->operands[1]);
  }
};

}  // namespace gcnjit::backend_x64

// Which guest registers a function touches, so a wave's state can be reset
// for only those (a whole WaveState is 130 KiB).
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

struct RegisterUse {
  unsigned vgprs = 0;  // v0 .. v(vgprs-1) are read or written
  unsigned agprs = 0;  // a0 .. a(agprs-1)
};

// Indexed accesses count as touching the whole register file.
RegisterUse registerUse(const Function& function);

}  // namespace gcnjit::ir

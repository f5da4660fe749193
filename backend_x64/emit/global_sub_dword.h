// 1- and 2-byte global loads and stores of 32-bit lanes (bytes and shorts:
// a histogram's input, packed images): host code instead of the memory
// helper's per-lane calls.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// A global Load or Store of 1 or 2 bytes per lane into or from 32-bit lanes,
// 64-bit addresses (`data`: the value loaded or stored).
bool globalSubDwordShape(const ir::Inst& inst, const ir::Inst* data);

// Where all 64 lanes read consecutive elements in one vouched-for range, 8
// zero- or sign-extending loads (inactive lanes 0); else, with every active
// lane in one range, a loop over the active lanes. Otherwise `slow`.
void globalSubDwordLoad(Emitter& e, const ir::Inst& inst, Label slow);

// With every active lane in one vouched-for range, a loop storing the low
// byte or short of each active lane in ascending order (the highest lane
// wins where addresses collide, as in the interpreter); otherwise `slow`.
void globalSubDwordStore(Emitter& e, const ir::Inst& inst, Label slow);

}  // namespace gcnjit::backend_x64

// PLACEHOLDER until the VOP1/VOP2/VOPC printer lands: mnemonic only.
#include "isa/print_detail.h"

namespace gcnjit::detail {
void printVopNative(std::string& out, const Inst& inst, Target) { out += inst.desc().mnemonic; }
}  // namespace gcnjit::detail

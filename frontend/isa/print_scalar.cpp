// PLACEHOLDER until the scalar family printer lands: mnemonic only.
#include "isa/print_detail.h"

namespace gcnjit::detail {
void printScalar(std::string& out, const Inst& inst, Target, uint64_t) { out += inst.desc().mnemonic; }
}  // namespace gcnjit::detail

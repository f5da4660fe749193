// PLACEHOLDER until the memory family printer lands: mnemonic only.
#include "isa/print_detail.h"

namespace gcnjit::detail {
void printMemory(std::string& out, const Inst& inst, Target, uint64_t) { out += inst.desc().mnemonic; }
}  // namespace gcnjit::detail

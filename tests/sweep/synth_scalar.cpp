// PLACEHOLDER until the family's synthesiser lands: synthesises nothing.
#include "synth.h"

namespace gcnjit::sweep {
void synthScalar(const InstDesc&, Target, std::vector<std::string>&) {}
}  // namespace gcnjit::sweep

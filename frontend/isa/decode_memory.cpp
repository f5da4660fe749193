// PLACEHOLDER until the memory family decoder lands: decodes nothing.
#include "isa/decode_detail.h"

namespace gcnjit::detail {
int decodeMemory(Format, const DecodeCtx&, Inst&) { return 0; }
}  // namespace gcnjit::detail

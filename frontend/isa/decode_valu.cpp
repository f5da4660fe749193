// PLACEHOLDER until the valu family decoder lands: decodes nothing.
#include "isa/decode_detail.h"

namespace gcnjit::detail {
int decodeValu(Format, const DecodeCtx&, Inst&) { return 0; }
}  // namespace gcnjit::detail

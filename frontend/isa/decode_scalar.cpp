// PLACEHOLDER until the scalar family decoder lands: decodes nothing.
#include "isa/decode_detail.h"

namespace gcnjit::detail {
int decodeScalar(Format, const DecodeCtx&, Inst&) { return 0; }
}  // namespace gcnjit::detail

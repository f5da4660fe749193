// PLACEHOLDER until the VOP1/VOP2/VOPC decoder lands: decodes nothing.
#include "isa/decode_detail.h"

namespace gcnjit::detail {
int decodeVopNative(Format, const DecodeCtx&, Inst&) { return 0; }
}  // namespace gcnjit::detail

// Vector ALU decoding: the 32-bit VOP1/VOP2/VOPC encodings go to
// decodeVopNative, the 64-bit VOP3/VOP3P encodings and VINTRP are decoded by
// their family decoders (isa/valu_detail.h).
#include "isa/valu_detail.h"

namespace gcnjit::detail {

int decodeValu(Format f, const DecodeCtx& ctx, Inst& inst) {
  switch (f) {
    case Format::VOP3: return decodeVop3(ctx, inst);
    case Format::VOP3P: return decodeVop3p(ctx, inst);
    case Format::VINTRP: return decodeVintrp(ctx, inst);
    default: return decodeVopNative(f, ctx, inst);
  }
}

}  // namespace gcnjit::detail

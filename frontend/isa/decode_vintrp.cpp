// VINTRP (Vega ISA "Microcode Formats": VINTRP): VSRC [7:0], ATTRCHAN [9:8],
// ATTR [15:10], OP [17:16], VDST [25:18]. Every field value decodes; VSRC of
// v_interp_mov_f32 is the parameter slot (p10, p20, p0).
#include "isa/valu_detail.h"

namespace gcnjit::detail {

int decodeVintrp(const DecodeCtx& ctx, Inst& inst) {
  uint32_t w = ctx.word(0);
  const InstDesc* d = lookupOpcode(ctx.target, Format::VINTRP, int(bits(w, 17, 16)));
  if (!d) return 0;
  inst.id = instIdOf(*d);
  unsigned vsrc = bits(w, 7, 0);
  inst.src[0] = d->src0 == OpType::InterpSlot ? uint16_t(vsrc) : opnd::vgpr(vsrc);
  inst.interp.attr = uint8_t(bits(w, 15, 10));
  inst.interp.chan = uint8_t(bits(w, 9, 8));
  inst.dst = opnd::vgpr(bits(w, 25, 18));
  return 4;
}

}  // namespace gcnjit::detail

// EXP (Vega ISA "Microcode Formats: EXP"): EN [3:0], TARGET [9:4],
// COMPR [10], DONE [11], VM [12], VSRC0..3 [39:32] .. [63:56]. The format
// has no opcode field and no bits LLVM rejects.
#include "isa/decode_memory.h"

namespace gcnjit::detail {

int decodeExport(const DecodeCtx& ctx, Inst& inst) {
  uint32_t lo = ctx.word(0), hi = ctx.word(1);
  if (!matchOpcode(ctx, Format::EXP, 0, inst)) return 0;
  auto& m = inst.mem;
  m.en = uint8_t(bits(lo, 3, 0));
  m.target = uint8_t(bits(lo, 9, 4));
  m.compr = bits(lo, 10, 10);
  m.done = bits(lo, 11, 11);
  m.vm = bits(lo, 12, 12);
  for (int i = 0; i < 4; ++i) m.vsrc[i] = opnd::vgpr(bits(hi, 8 * i + 7, 8 * i));
  return 8;
}

}  // namespace gcnjit::detail

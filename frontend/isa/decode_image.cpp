// MIMG (Vega ISA "Microcode Formats: MIMG"): OP [0],[24:18] (bit 0 is the
// opcode's bit 7), DMASK [11:8], UNORM [12], GLC [13], DA [14], A16 [15],
// TFE [16], LWE [17], SLC [25], VADDR [39:32], VDATA [47:40],
// SRSRC [52:48] and SSAMP [57:53] (SGPR index / 4), D16 [63].
#include "isa/decode_memory.h"
#include "isa/memory_operands.h"

namespace gcnjit::detail {

int decodeImage(const DecodeCtx& ctx, Inst& inst) {
  uint32_t lo = ctx.word(0), hi = ctx.word(1);
  if (!matchOpcode(ctx, Format::MIMG, int(bits(lo, 24, 18) | bits(lo, 0, 0) << 7), inst)) return 0;
  const InstDesc& d = inst.desc();
  // Rows without a sampler fix SSAMP to 0; rows without a D16 form fix D16.
  if (!d.has(iflag::Sampler) && bits(hi, 25, 21)) return 0;
  if (!d.has(iflag::D16) && bits(hi, 31, 31)) return 0;

  auto& m = inst.mem;
  m.dmask = uint8_t(bits(lo, 11, 8));
  m.unorm = bits(lo, 12, 12);
  m.glc = bits(lo, 13, 13);
  m.da = bits(lo, 14, 14);
  m.a16 = bits(lo, 15, 15);
  m.tfe = bits(lo, 16, 16);
  m.lwe = bits(lo, 17, 17);
  m.slc = bits(lo, 25, 25);
  m.d16 = bits(hi, 31, 31);
  m.vaddr = opnd::vgpr(bits(hi, 7, 0));
  m.vdata = opnd::vgpr(bits(hi, 15, 8));
  m.srsrc = sgprTuple(bits(hi, 20, 16) * 4, 8);
  if (m.srsrc == opnd::kNone) return 0;
  if (d.has(iflag::Sampler)) {
    m.ssamp = sgprTuple(bits(hi, 25, 21) * 4, 4);
    if (m.ssamp == opnd::kNone) return 0;
  }
  // LLVM decodes the base width first: it must fit even when DMASK narrows it.
  if (!vgprsFit(m.vdata, mimgBaseDataDwords(d))) return 0;
  return setColumns(inst, m.vdata, m.vaddr, m.vdata, opnd::kNone) ? 8 : 0;
}

}  // namespace gcnjit::detail

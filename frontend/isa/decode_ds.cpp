// DS (Vega ISA "Microcode Formats: DS"): OFFSET0 [7:0], OFFSET1 [15:8],
// GDS [16], OP [24:17], bit 25 (ACC on later chips), ADDR [39:32],
// DATA0 [47:40], DATA1 [55:48], VDST [63:56].
#include "isa/decode_memory.h"

namespace gcnjit::detail {
namespace {

// What LLVM requires of the fields an instruction does not use: operand
// fields zero, GDS fixed unless the row can address both LDS and GDS (or is
// ds_swizzle_b32, which LLVM lets set GDS while ds_permute/bpermute may not),
// bit 25 zero when there is neither a destination nor a first data operand,
// and no offset for ds_nop.
bool unusedFieldsClear(const InstDesc& d, uint32_t lo, uint32_t hi, bool gwsData) {
  auto clear = [&](int hiBit, int loBit) { return bits(hi, hiBit, loBit) == 0; };
  if (d.dst == OpType::None && !clear(31, 24)) return false;
  if (d.src0 == OpType::None && !gwsData && !clear(7, 0)) return false;
  if ((d.src1 == OpType::None || gwsData) && !clear(15, 8)) return false;
  if (d.src2 == OpType::None && !clear(23, 16)) return false;
  bool gds = bits(lo, 16, 16);
  bool gdsFree = d.has(iflag::Lds) || d.has(iflag::Swizzle);
  if (d.has(iflag::Gds) ? !gds : !gdsFree && gds) return false;
  if (d.dst == OpType::None && d.src1 == OpType::None && bits(lo, 25, 25)) return false;
  return !d.has(iflag::MemNoData) || bits(lo, 15, 0) == 0;
}

}  // namespace

int decodeDs(const DecodeCtx& ctx, Inst& inst) {
  uint32_t lo = ctx.word(0), hi = ctx.word(1);
  if (!matchOpcode(ctx, Format::DS, int(bits(lo, 24, 17)), inst)) return 0;
  const InstDesc& d = inst.desc();
  // GWS instructions take their one data VGPR from the ADDR field (LLVM's
  // encoding; the seed names it DATA).
  bool gwsData = d.has(iflag::Gds) && d.src0 == OpType::None && d.src1 != OpType::None;
  if (!unusedFieldsClear(d, lo, hi, gwsData)) return 0;

  auto& m = inst.mem;
  m.offset0 = uint8_t(bits(lo, 7, 0));
  m.offset1 = uint8_t(bits(lo, 15, 8));
  m.offset = int32_t(bits(lo, 15, 0));
  m.gds = bits(lo, 16, 16);
  m.vaddr = opnd::vgpr(bits(hi, 7, 0));
  m.vdata = opnd::vgpr(bits(hi, 15, 8));
  m.vdata1 = opnd::vgpr(bits(hi, 23, 16));
  uint16_t vdst = opnd::vgpr(bits(hi, 31, 24));
  uint16_t data0 = gwsData ? m.vaddr : m.vdata;
  return setColumns(inst, vdst, m.vaddr, data0, m.vdata1) ? 8 : 0;
}

}  // namespace gcnjit::detail

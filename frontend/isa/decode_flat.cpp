// FLAT, GLOBAL and SCRATCH (Vega ISA "Microcode Formats: FLAT"):
// OFFSET [12:0], LDS [13], SEG [15:14], GLC [16], SLC [17], OP [24:18],
// ADDR [39:32], DATA [47:40], SADDR [54:48] (0x7f: none), NV [55],
// VDST [63:56]. Bit 25 is fixed to 0 for atomics that cannot return data.
#include "isa/decode_memory.h"

namespace gcnjit::detail {
namespace {

constexpr unsigned kSaddrOff = 0x7f;

// FLAT has no SADDR and no LDS form; LDS forms fix NV to 0; atomics
// without returned data (gfx908 float adds) fix GLC and bit 25 to 0.
bool flatBitsValid(Format f, const InstDesc& d, uint32_t lo, uint32_t hi) {
  if (f == Format::FLAT && bits(hi, 22, 16)) return false;
  if (bits(lo, 13, 13) && (!d.has(iflag::Lds) || bits(hi, 23, 23))) return false;
  bool noReturn = d.has(iflag::Atomic) && d.dst == OpType::None;
  return !(noReturn && (bits(lo, 16, 16) || bits(lo, 25, 25)));
}

}  // namespace

int decodeFlat(Format f, const DecodeCtx& ctx, Inst& inst) {
  uint32_t lo = ctx.word(0), hi = ctx.word(1);
  if (!matchOpcode(ctx, f, int(bits(lo, 24, 18)), inst)) return 0;
  const InstDesc& d = inst.desc();
  if (!flatBitsValid(f, d, lo, hi)) return 0;

  auto& m = inst.mem;
  // GLOBAL and SCRATCH offsets are signed 13-bit; FLAT's is unsigned.
  uint32_t offset = bits(lo, 12, 0);
  m.offset = f == Format::FLAT ? int32_t(offset) : int32_t(offset << 19) >> 19;
  m.lds = bits(lo, 13, 13);
  m.glc = bits(lo, 16, 16);
  m.slc = bits(lo, 17, 17);
  m.nv = bits(hi, 23, 23);
  m.vaddr = opnd::vgpr(bits(hi, 7, 0));
  m.vdata = opnd::vgpr(bits(hi, 15, 8));
  unsigned saddr = bits(hi, 22, 16);
  if (f != Format::FLAT && saddr != kSaddrOff) {
    m.saddr = sgprTuple(saddr, f == Format::GLOBAL ? 2 : 1);
    if (m.saddr == opnd::kNone) return 0;
  }
  return setColumns(inst, opnd::vgpr(bits(hi, 31, 24)), m.vaddr, m.vdata, opnd::kNone) ? 8 : 0;
}

}  // namespace gcnjit::detail

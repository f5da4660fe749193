// MUBUF and MTBUF (Vega ISA "Microcode Formats: MUBUF, MTBUF"). Shared:
// OFFSET [11:0], OFFEN [12], IDXEN [13], GLC [14], VADDR [39:32],
// VDATA [47:40], SRSRC [52:48] (SGPR index / 4), TFE [55], SOFFSET [63:56].
// MUBUF: LDS [16], SLC [17], OP [24:18] (bit 15 is ignored).
// MTBUF: OP [18:15], DFMT [22:19], NFMT [25:23], SLC [54].
#include "isa/decode_memory.h"
#include "isa/memory_operands.h"

namespace gcnjit::detail {
namespace {

// LLVM's fixed bits of MUBUF rows: the LDS bit only where the row has an LDS
// form (and always for buffer_store_lds_dword, which has no VGPR data); no
// OFFEN/IDXEN without an address operand; GLC clear for atomics that cannot
// return data; cache-control rows fix OFFEN..LDS to zero.
bool mubufBitsValid(const InstDesc& d, uint32_t lo) {
  if (d.has(iflag::MemNoData)) return bits(lo, 16, 12) == 0;
  bool lds = bits(lo, 16, 16);
  if (lds ? !d.has(iflag::Lds) : isLdsOnly(d)) return false;
  if (d.src0 == OpType::None && bits(lo, 13, 12)) return false;
  return !(d.has(iflag::Atomic) && d.dst == OpType::None && bits(lo, 14, 14));
}

}  // namespace

int decodeBuffer(Format f, const DecodeCtx& ctx, Inst& inst) {
  uint32_t lo = ctx.word(0), hi = ctx.word(1);
  bool typed = f == Format::MTBUF;
  int opcode = int(typed ? bits(lo, 18, 15) : bits(lo, 24, 18));
  if (!matchOpcode(ctx, f, opcode, inst)) return 0;
  const InstDesc& d = inst.desc();
  if (!typed && !mubufBitsValid(d, lo)) return 0;
  if (d.has(iflag::MemNoData)) return 8;  // buffer_wbinvl1*: the other fields are ignored

  auto& m = inst.mem;
  m.offset = int32_t(bits(lo, 11, 0));
  m.offen = bits(lo, 12, 12);
  m.idxen = bits(lo, 13, 13);
  m.glc = bits(lo, 14, 14);
  m.lds = !typed && bits(lo, 16, 16);
  m.slc = typed ? bits(hi, 22, 22) : bits(lo, 17, 17);
  m.dfmt = typed ? uint8_t(bits(lo, 22, 19)) : 0;
  m.nfmt = typed ? uint8_t(bits(lo, 25, 23)) : 0;
  // TFE has no effect on atomics and LDS forms; LLVM ignores it there.
  m.tfe = bits(hi, 23, 23) && !d.has(iflag::Atomic) && !m.lds;
  m.vaddr = opnd::vgpr(bits(hi, 7, 0));
  m.vdata = opnd::vgpr(bits(hi, 15, 8));
  m.srsrc = sgprTuple(bits(hi, 20, 16) * 4, 4);
  m.soffset = scalarOffset(bits(hi, 31, 24));
  if (m.srsrc == opnd::kNone || m.soffset == opnd::kNone) return 0;
  return setColumns(inst, m.vdata, m.vaddr, m.vdata, opnd::kNone) ? 8 : 0;
}

}  // namespace gcnjit::detail

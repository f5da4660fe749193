// VOP3P (Vega ISA "Microcode Formats": VOP3P; MI100 ISA "VOP3P-MAI" for the
// gfx908 matrix instructions, whose cbsz/abid/blgp and AccVGPR select bits
// reuse the modifier fields). Rejects exactly what llvm-objdump-15 rejects:
// modifier bits of sources without modifiers, nonzero unused source fields,
// operand codes that name no register or constant of the operand's width.
#include "isa/valu_detail.h"

namespace gcnjit::detail {
namespace {

struct Vop3pFields {
  unsigned vdst, negHi, opSel, opSelHi2, clamp, opcode;  // word 0
  unsigned src[3], opSelHi01, neg;                       // word 1
};

Vop3pFields fieldsOf(uint32_t w0, uint32_t w1) {
  return {bits(w0, 7, 0),   bits(w0, 10, 8),  bits(w0, 13, 11), bits(w0, 14, 14),
          bits(w0, 15, 15), bits(w0, 22, 16), {bits(w1, 8, 0), bits(w1, 17, 9), bits(w1, 26, 18)},
          bits(w1, 28, 27), bits(w1, 31, 29)};
}

bool unusedFieldsZero(const Vop3pFields& f, int numSrcs) {
  for (int i = numSrcs; i < 3; ++i)
    if (f.src[i]) return false;
  return true;
}

bool decodeVgprDst(unsigned vdst, OpType t, Inst& inst) {
  if (!isValidVop3Source(opnd::vgpr(vdst), registerCount(t))) return false;
  inst.dst = opnd::vgpr(vdst);
  return true;
}

// Packed math, dot products and mixed precision. op_sel_hi of an absent src2
// is ignored; other bits of absent sources must be zero.
bool decodePacked(const InstDesc& d, const Vop3Profile& p, const Vop3pFields& f, Inst& inst) {
  unsigned srcMask = (1u << p.numSrcs) - 1, modMask = 0;
  for (int col = 0; col < p.numSrcs; ++col)
    if (p.mods[col] != SrcMods::None) modMask |= 1u << col;
  if ((f.neg | f.negHi) & ~modMask) return false;
  if (f.opSel & ~srcMask) return false;
  if (!unusedFieldsZero(f, p.numSrcs)) return false;
  for (int col = 0; col < p.numSrcs; ++col) {
    if (!isValidVop3Source(f.src[col], registerCount(sourceType(d, col)))) return false;
    inst.src[col] = uint16_t(f.src[col]);
  }
  inst.neg = uint8_t(f.neg);
  // v_mad_mix/v_fma_mix use NEG_HI as ABS (Vega ISA "VOP3P Instructions").
  (p.kind == Vop3Kind::Mix ? inst.abs : inst.negHi) = uint8_t(f.negHi);
  inst.opSel = uint8_t(f.opSel);
  inst.opSelHi = uint8_t((f.opSelHi01 | f.opSelHi2 << 2) & srcMask);
  inst.clamp = f.clamp;
  return decodeVgprDst(f.vdst, d.dst, inst);
}

// Matrix ops: dst and src2 are AccVGPR tuples (src2 may be an SGPR or a
// constant); OP_SEL_HI bits 0/1 select AccVGPRs for src0/src1 (ACC bits).
// Bit 15 (ACC_CD on later targets) is ignored on gfx908.
bool decodeMai(const InstDesc& d, const Vop3pFields& f, Inst& inst) {
  for (int col = 0; col < 3; ++col) {
    unsigned code = f.src[col];
    if (!isValidVop3Source(code, registerCount(sourceType(d, col)))) return false;
    bool acc = col == 2 || (f.opSelHi01 >> col & 1);
    inst.src[col] = uint16_t(code >= 256 && acc ? opnd::agpr(code - 256) : code);
  }
  if (!isValidVop3Source(opnd::vgpr(f.vdst), registerCount(d.dst))) return false;
  inst.dst = opnd::agpr(f.vdst);
  inst.mai.cbsz = uint8_t(f.negHi);
  inst.mai.abid = uint8_t(f.opSel | f.opSelHi2 << 3);
  inst.mai.blgp = uint8_t(f.neg);
  return true;
}

// v_accvgpr_read_b32 (src0 field names an AccVGPR, whatever its bit 8) and
// v_accvgpr_write_b32 (VDST names an AccVGPR). No modifiers; op_sel_hi and
// clamp are ignored.
bool decodeAccMove(const InstDesc& d, const Vop3pFields& f, Inst& inst) {
  if (f.negHi || f.opSel || f.neg || !unusedFieldsZero(f, 1)) return false;
  if (d.has(iflag::AccSrc)) {
    inst.src[0] = opnd::agpr(f.src[0] & 0xff);
    return decodeVgprDst(f.vdst, d.dst, inst);
  }
  if (!isValidVop3Source(f.src[0], 1)) return false;
  inst.src[0] = uint16_t(f.src[0]);
  inst.dst = opnd::agpr(f.vdst);
  return true;
}

}  // namespace

int decodeVop3p(const DecodeCtx& ctx, Inst& inst) {
  if (!ctx.has(2)) return -1;
  Vop3pFields f = fieldsOf(ctx.word(0), ctx.word(1));
  const InstDesc* d = lookupOpcode(ctx.target, Format::VOP3P, int(f.opcode));
  if (!d) return 0;
  inst.id = instIdOf(*d);
  Vop3Profile p = vop3Profile(*d);
  bool ok = false;
  switch (p.kind) {
    case Vop3Kind::Mai: ok = decodeMai(*d, f, inst); break;
    case Vop3Kind::AccMove: ok = decodeAccMove(*d, f, inst); break;
    default: ok = decodePacked(*d, p, f, inst); break;
  }
  return ok ? 8 : 0;
}

}  // namespace gcnjit::detail

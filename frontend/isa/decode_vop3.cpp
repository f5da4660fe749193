// VOP3A / VOP3B (Vega ISA "Microcode Formats": VOP3A, VOP3B; the
// interpolation layout of V_INTERP_*_F16 and the VINTRP _e64 forms) for
// VOP3-only rows and the _e64 forms of VOP1/VOP2/VOPC/VINTRP rows. A word is
// rejected exactly where llvm-objdump-15 rejects it: a field the row's
// profile lacks must be zero (isa/vop3_profile.h), and every operand code
// must name a register or constant of its width.
#include "isa/valu_detail.h"

namespace gcnjit::detail {
namespace {

struct Vop3Fields {
  unsigned vdst, abs, sdst, opSel, clamp, opcode;
  unsigned src[3], omod, neg;
};

Vop3Fields fieldsOf(uint32_t w0, uint32_t w1) {
  return {bits(w0, 7, 0),   bits(w0, 10, 8),  bits(w0, 14, 8),  bits(w0, 14, 11),
          bits(w0, 15, 15), bits(w0, 25, 16), {bits(w1, 8, 0), bits(w1, 17, 9), bits(w1, 26, 18)},
          bits(w1, 28, 27), bits(w1, 31, 29)};
}

unsigned bit(unsigned v, int i) { return (v >> i) & 1; }

// Neg/abs/op_sel/clamp/omod: bits of absent sources and absent fields must be
// zero. Without op_sel the op_sel bits are ignored (LLVM leaves them unset);
// in VOP3B bits 14:8 are sdst instead of abs and op_sel.
bool decodeModifiers(const Vop3Profile& p, const Vop3Fields& f, Inst& inst) {
  unsigned modFields = 0;
  for (int col = 0; col < p.numSrcs; ++col) {
    if (p.mods[col] == SrcMods::None) continue;
    int fld = vop3SrcField(p, col);
    modFields |= 1u << fld;
    inst.neg |= uint8_t(bit(f.neg, fld) << col);
    if (!p.sdst) inst.abs |= uint8_t(bit(f.abs, fld) << col);
  }
  if (f.neg & ~modFields) return false;
  if (!p.sdst && (f.abs & ~modFields)) return false;
  if ((f.clamp && !p.clamp) || (f.omod && !p.omod)) return false;
  if (p.opSel) {
    unsigned allowed = ((1u << p.numSrcs) - 1) | 8u;  // sources and dst (bit 3)
    if (f.opSel & ~allowed) return false;
    inst.opSel = uint8_t(f.opSel);
  }
  inst.clamp = f.clamp;
  inst.omod = uint8_t(f.omod);
  return true;
}

// Source columns from their encoding fields; unused fields must be zero.
bool decodeSources(const InstDesc& d, const Vop3Profile& p, const Vop3Fields& f, Inst& inst) {
  unsigned usedFields = 0;
  for (int col = 0; col < p.numSrcs; ++col) {
    int fld = vop3SrcField(p, col);
    usedFields |= 1u << fld;
    unsigned code = f.src[fld];
    OpType t = sourceType(d, col);
    if (t == OpType::Attr) {  // attr [5:0], attrchan [7:6], high [8]
      inst.interp.attr = uint8_t(bits(code, 5, 0));
      inst.interp.chan = uint8_t(bits(code, 7, 6));
      inst.interp.high = bits(code, 8, 8);
      if (inst.interp.high && !p.high) return false;
    } else if (t != OpType::InterpSlot && !isValidVop3Source(code, registerCount(t))) {
      return false;
    }
    if (t != OpType::Attr) inst.src[col] = uint16_t(code);
  }
  for (int fld = 0; fld < 3; ++fld)
    if (!(usedFields >> fld & 1) && f.src[fld]) return false;
  return true;
}

// VDST: the compare result of a VOPC (an SGPR pair, decoded like a 64-bit
// source), an SGPR (v_readlane_b32), or VGPRs; zero when the row has no
// destination. VOP3B adds the scalar sdst.
bool decodeDestinations(const InstDesc& d, const Vop3Profile& p, const Vop3Fields& f, Inst& inst) {
  if (d.format == Format::VOPC) {
    if (!isValidVop3Source(f.vdst, 2)) return false;
    inst.sdst = uint16_t(f.vdst);
  } else if (d.dst == OpType::None) {
    if (f.vdst) return false;
  } else if (d.has(iflag::SgprDst)) {
    if (!isValidVop3Source(f.vdst, 1)) return false;
    inst.dst = uint16_t(f.vdst);
  } else {
    if (!isValidVop3Source(opnd::vgpr(f.vdst), registerCount(d.dst))) return false;
    inst.dst = opnd::vgpr(f.vdst);
  }
  if (p.sdst) {
    if (!isValidVop3Source(f.sdst, 2)) return false;
    inst.sdst = uint16_t(f.sdst);
  }
  return true;
}

}  // namespace

int decodeVop3(const DecodeCtx& ctx, Inst& inst) {
  if (!ctx.has(2)) return -1;
  Vop3Fields f = fieldsOf(ctx.word(0), ctx.word(1));
  const InstDesc* d = lookupOpcode(ctx.target, Format::VOP3, int(f.opcode));
  if (!d) return 0;
  inst.id = instIdOf(*d);
  inst.form = d->format == Format::VOP3 ? Form::Native : Form::E64;
  Vop3Profile p = vop3Profile(*d);
  bool ok = decodeModifiers(p, f, inst) && decodeSources(*d, p, f, inst) &&
            decodeDestinations(*d, p, f, inst);
  return ok ? 8 : 0;
}

}  // namespace gcnjit::detail

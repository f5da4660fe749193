#include "isa/vop3_profile.h"

namespace gcnjit {
namespace {

bool isSourceColumn(OpType t) { return t != OpType::None; }

// Modifier kind of source column `col` of a VOP3A/VOP3B encoding. LLVM gives
// an instruction source modifiers when src0 is a float (or the op has op_sel
// or integer modifiers); then src0 always has them and the other sources have
// them when they are float or scalar integers. VOPC compares take none on
// integer sources (v_cmp_class src1), and a carry-in lane mask never does.
SrcMods vop3SrcMods(const InstDesc& d, int col, OpType t, bool hasModifiers) {
  if (!hasModifiers || t == OpType::Attr || t == OpType::InterpSlot) return SrcMods::None;
  if (col == 2 && d.has(iflag::CarryIn)) return SrcMods::None;
  if (isFloat(t)) return SrcMods::Float;
  if (col > 0 && !isScalarInt(t)) return SrcMods::None;
  if (col > 0 && d.format == Format::VOPC) return SrcMods::None;
  if (d.has(iflag::OpSel)) return SrcMods::Silent;
  if (d.has(iflag::IntSrcMods)) return SrcMods::Float;
  return SrcMods::Sext;
}

Vop3Profile vop3aProfile(const InstDesc& d, const OpType (&src)[3], Vop3Profile p) {
  p.opSel = d.has(iflag::OpSel);
  p.sdst = d.has(iflag::Vop3b);
  p.interp = src[1] == OpType::Attr;
  p.high = p.interp && d.format == Format::VOP3;
  bool hasModifiers = isFloat(d.src0) || p.opSel || d.has(iflag::IntSrcMods);
  bool allFloat = true;
  for (int i = 0; i < p.numSrcs; ++i) {
    p.mods[i] = vop3SrcMods(d, i, src[i], hasModifiers);
    allFloat = allFloat && isFloat(src[i]);
  }
  bool floatOp = d.format == Format::VOPC ? allFloat : isFloat(d.dst) || isFloat(d.src0);
  p.clamp = floatOp || p.opSel || d.has(iflag::IntClamp);
  p.omod = floatOp && d.format != Format::VOPC && !p.opSel && !d.has(iflag::NoOmod);
  return p;
}

// VOP3P: every source but src0 takes neg_lo/neg_hi only when its type is a
// float or a scalar integer (LLVM: packed integer src1/src2 have none).
Vop3Profile vop3pProfile(const InstDesc& d, const OpType (&src)[3], Vop3Profile p) {
  if (d.has(iflag::Mai)) {
    p.kind = Vop3Kind::Mai;
    return p;
  }
  if (d.has(iflag::AccSrc) || d.has(iflag::AccDst)) {
    p.kind = Vop3Kind::AccMove;
    return p;
  }
  bool mix = true;
  for (int i = 0; i < p.numSrcs; ++i)
    mix = mix && (src[i] == OpType::F16 || src[i] == OpType::F32);
  p.kind = mix ? Vop3Kind::Mix : Vop3Kind::Packed;
  for (int i = 0; i < p.numSrcs; ++i)
    p.mods[i] = i == 0 || isFloat(src[i]) || isScalarInt(src[i]) ? SrcMods::Float : SrcMods::None;
  p.clamp = true;
  return p;
}

}  // namespace

bool isScalarInt(OpType t) {
  using enum OpType;
  switch (t) {
    case B16: case I16: case U16: case B32: case I32: case U32: case B64: case I64: case U64:
      return true;
    default:
      return false;
  }
}

int vop3SrcField(const Vop3Profile& p, int col) {
  if (!p.interp || col == 2) return col;
  return col == 0 ? 1 : 0;
}

Vop3Profile vop3Profile(const InstDesc& d) {
  const OpType src[3] = {d.src0, d.src1, d.src2};
  Vop3Profile p;
  while (p.numSrcs < 3 && isSourceColumn(src[p.numSrcs])) ++p.numSrcs;
  return d.format == Format::VOP3P ? vop3pProfile(d, src, p) : vop3aProfile(d, src, p);
}

}  // namespace gcnjit

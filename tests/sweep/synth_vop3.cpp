// Encoding sweep lines for the 64-bit VALU encodings: VOP3-only rows, the
// _e64 forms of VOP1/VOP2/VOPC/VINTRP rows, VOP3P (packed, mixed precision,
// dot products, gfx908 matrix ops and AccVGPR moves) and VINTRP. The
// modifiers each line uses come from the row's profile (isa/vop3_profile.h):
// plain VGPR lines, lines moving one SGPR and one inline constant through the
// sources (the constant bus takes one scalar value on gfx9), and lines with
// every modifier the encoding has: neg/abs/sext, clamp, omod, op_sel,
// op_sel_hi, neg_lo/neg_hi, cbsz/abid/blgp, interpolation high.
#include <string>
#include <vector>

#include "isa/vop3_profile.h"
#include "synth.h"

namespace gcnjit::sweep {
namespace {

// v5, v[5:6], s[8:9], a[0:31]...
std::string reg(const char* prefix, unsigned first, int dwords) {
  std::string p = prefix;
  if (dwords <= 1) return p + std::to_string(first);
  return p + "[" + std::to_string(first) + ":" + std::to_string(first + dwords - 1) + "]";
}

// An SGPR operand of `t`'s width, aligned as scalar tuples must be.
std::string sgpr(OpType t) { return reg("s", 8, registerCount(t) >= 4 ? 4 : registerCount(t)); }

// An inline constant of the operand's kind (variant picks one of two).
std::string constant(OpType t, int variant) {
  if (isFloat(t)) return variant ? "-4.0" : "0.5";
  return variant ? "-7" : "64";
}

enum class Src { Vgpr, Sgpr, Const };

std::string source(OpType t, Src kind, int col, int variant) {
  switch (kind) {
    case Src::Sgpr: return sgpr(t);
    case Src::Const: return constant(t, variant);
    default: return reg("v", 2 + 4 * unsigned(col), registerCount(t));
  }
}

// Modifier spelling for source column `col` in modifier line `variant`.
std::string modified(const std::string& s, SrcMods mods, int col, int variant, bool sdst = false) {
  switch (mods) {
    case SrcMods::Float: {
      // VOP3B has no abs bits: its lines only negate.
      int pick = sdst ? 0 : (col + variant) % 3;
      return pick == 0 ? "-" + s : pick == 1 ? "|" + s + "|" : "-|" + s + "|";
    }
    case SrcMods::Sext: return "sext(" + s + ")";
    default: return s;
  }
}

std::string bitList(const char* name, unsigned bits, int count) {
  std::string out = std::string(" ") + name + ":[";
  for (int i = 0; i < count; ++i) out += std::string(i ? "," : "") + char('0' + (bits >> i & 1));
  return out + "]";
}

std::string join(const std::string& mnemonic, const std::vector<std::string>& ops,
                 const std::string& suffix) {
  std::string out = mnemonic;
  for (size_t i = 0; i < ops.size(); ++i) out += (i ? ", " : " ") + ops[i];
  return out + suffix;
}

// Destinations of a VOP3A/VOP3B line: the VOPC result pair, an SGPR
// (v_readlane_b32) or VGPRs, then the VOP3B sdst.
std::vector<std::string> destinations(const InstDesc& d, const Vop3Profile& p) {
  std::vector<std::string> ops;
  if (d.format == Format::VOPC) ops.push_back("s[4:5]");
  else if (d.has(iflag::SgprDst)) ops.push_back("s5");
  // VGPRs far from the sources (v_qsad/v_mqsad forbid overlap)
  else if (d.dst != OpType::None) ops.push_back(reg("v", 100, registerCount(d.dst)));
  if (p.sdst) ops.push_back("s[6:7]");
  return ops;
}

std::string interpOperand(OpType t, int variant) {
  if (t == OpType::Attr) return variant ? "attr31.w" : "attr3.y";
  return variant ? "p0" : "p20";  // InterpSlot
}

constexpr int kConstRest = 3;  // constCol: constants in every column after sgprCol

// One VOP3A/VOP3B line. `sgprCol` places the scalar value and `constCol`
// the inline constant (-1: none); `mods` adds every modifier of the profile.

std::string vop3Line(const InstDesc& d, const Vop3Profile& p, const std::string& mnemonic,
                     int sgprCol, int constCol, bool mods, int variant) {
  std::vector<std::string> ops = destinations(d, p);
  for (int col = 0; col < p.numSrcs; ++col) {
    OpType t = sourceType(d, col);
    std::string s;
    if (t == OpType::Attr || t == OpType::InterpSlot) s = interpOperand(t, variant);
    else if (col == 2 && d.has(iflag::CarryIn)) s = variant ? "vcc" : "s[8:9]";
    else if (col == sgprCol) s = source(t, Src::Sgpr, col, variant);
    else if (col == constCol || (constCol == kConstRest && col > sgprCol)) s = source(t, Src::Const, col, variant);
    else s = source(t, Src::Vgpr, col, variant);
    ops.push_back(mods ? modified(s, p.mods[col], col, variant, p.sdst) : s);
  }
  std::string suffix;
  if (mods) {
    if (p.opSel) suffix += bitList("op_sel", variant ? 0b1010u : 0b0101u, p.numSrcs + 1);
    if (p.high) suffix += " high";
    if (p.clamp) suffix += " clamp";
    if (p.omod) suffix += variant ? " div:2" : " mul:4";
  }
  return join(mnemonic, ops, suffix);
}

void synthVop3a(const InstDesc& d, const Vop3Profile& p, std::vector<std::string>& out) {
  std::string mnemonic(d.mnemonic);
  if (d.format != Format::VOP3) mnemonic += "_e64";
  out.push_back(vop3Line(d, p, mnemonic, -1, -1, false, 0));
  // Scalar sources and constants (interpolation takes registers only). A
  // carry-in pair or an implicit VCC read is the one scalar value the
  // constant bus takes.
  bool busTaken = d.has(iflag::CarryIn) || d.has(iflag::RdVcc);
  for (int col = 0; col < p.numSrcs && !p.interp; ++col) {
    if (!busTaken) out.push_back(vop3Line(d, p, mnemonic, col, -1, false, 0));
    out.push_back(vop3Line(d, p, mnemonic, -1, col, false, col & 1));
  }
  // Scalar values only (v_writelane_b32 takes nothing else).
  if (!busTaken && !p.interp && p.numSrcs > 1) out.push_back(vop3Line(d, p, mnemonic, 0, kConstRest, false, 0));
  for (int variant = 0; variant < 2; ++variant)
    out.push_back(vop3Line(d, p, mnemonic, -1, -1, true, variant));
}

// VINTRP rows also have their 32-bit form.
void synthVintrp(const InstDesc& d, std::vector<std::string>& out) {
  for (int variant = 0; variant < 2; ++variant) {
    std::string src = d.src0 == OpType::InterpSlot ? interpOperand(d.src0, variant) : "v" + std::to_string(2 + variant);
    out.push_back(join(std::string(d.mnemonic), {"v1", src, interpOperand(OpType::Attr, variant)}, ""));
  }
}

void synthPacked(const InstDesc& d, const Vop3Profile& p, std::vector<std::string>& out) {
  std::string mnemonic(d.mnemonic);
  bool mix = p.kind == Vop3Kind::Mix;
  unsigned all = (1u << p.numSrcs) - 1, modMask = 0;
  for (int col = 0; col < p.numSrcs; ++col)
    if (p.mods[col] != SrcMods::None) modMask |= 1u << col;
  for (int variant = 0; variant < 4; ++variant) {
    std::vector<std::string> ops = {reg("v", 1, registerCount(d.dst))};
    for (int col = 0; col < p.numSrcs; ++col) {
      OpType t = sourceType(d, col);
      Src kind = variant == 1 && col == 0 ? Src::Sgpr : variant == 1 && col == 1 ? Src::Const : Src::Vgpr;
      std::string s = source(t, kind, col, 0);
      ops.push_back(mix && variant >= 2 ? modified(s, SrcMods::Float, col, variant) : s);
    }
    std::string suffix;
    if (variant >= 2) {
      unsigned pattern = variant == 2 ? 0b101u : 0b010u;
      suffix += bitList("op_sel", pattern & all, p.numSrcs);
      suffix += bitList("op_sel_hi", (mix ? pattern : ~pattern) & all, p.numSrcs);
      if (!mix) {
        suffix += bitList("neg_lo", pattern & modMask, p.numSrcs);
        suffix += bitList("neg_hi", ~pattern & modMask, p.numSrcs);
      }
      suffix += " clamp";
    }
    out.push_back(join(mnemonic, ops, suffix));
  }
}

void synthMai(const InstDesc& d, std::vector<std::string>& out) {
  std::string mnemonic(d.mnemonic);
  int wide = registerCount(d.dst), in = registerCount(d.src0);
  std::string acc = reg("a", 0, wide);
  out.push_back(join(mnemonic, {acc, reg("v", 1, in), reg("v", 3, in), acc}, ""));
  out.push_back(join(mnemonic, {reg("a", 32, wide), reg("a", 1, in), reg("a", 3, in), acc},
                     " cbsz:1 abid:1 blgp:3"));
  out.push_back(join(mnemonic, {acc, reg("v", 1, in), reg("a", 3, in), acc}, " blgp:7"));
  out.push_back(join(mnemonic, {acc, reg("a", 1, in), reg("v", 3, in), acc}, " cbsz:4 abid:15"));
}

void synthAccMove(const InstDesc& d, std::vector<std::string>& out) {
  std::string mnemonic(d.mnemonic);
  if (d.has(iflag::AccSrc)) {
    out.push_back(join(mnemonic, {"v1", "a2"}, ""));
    out.push_back(join(mnemonic, {"v255", "a255"}, ""));
    return;
  }
  for (const char* src : {"v2", "-3", "0.5"}) out.push_back(join(mnemonic, {"a1", src}, ""));
}

}  // namespace

void synthVop3(const InstDesc& d, Target, std::vector<std::string>& out) {
  if (d.format == Format::VINTRP) synthVintrp(d, out);
  Vop3Profile p = vop3Profile(d);
  switch (p.kind) {
    case Vop3Kind::Vop3: return synthVop3a(d, p, out);
    case Vop3Kind::Mai: return synthMai(d, out);
    case Vop3Kind::AccMove: return synthAccMove(d, out);
    default: return synthPacked(d, p, out);
  }
}

}  // namespace gcnjit::sweep

// The fields a row's 64-bit VALU encoding carries: VOP3A/VOP3B (VOP3-only
// rows and the _e64 forms of VOP1/VOP2/VOPC/VINTRP rows) and VOP3P. It is
// derived from the row's format, operand types and flags, the way LLVM's
// VOPProfile derives it from value types. LLVM's disassembler (the reference)
// rejects a word that sets a field the profile lacks, and prints modifiers by
// operand kind, so decoder, printer and sweep synthesiser share this one
// description.
#pragma once
#include <cstdint>

#include "isa/inst_desc.h"

namespace gcnjit {

// What the neg/abs (VOP3P: neg_lo/neg_hi) bits of one source mean.
enum class SrcMods : uint8_t {
  None,    // no modifiers: the bits must be 0
  Float,   // -x, |x|, -|x|
  Sext,    // integer operand of a float op: neg is sext(x), abs is ignored
  Silent,  // integer source of an op_sel op: both bits accepted, never printed
};

enum class Vop3Kind : uint8_t {
  Vop3,     // VOP3A / VOP3B
  Packed,   // VOP3P packed math and dot products: op_sel_hi, neg_lo, neg_hi lists
  Mix,      // VOP3P v_mad_mix/v_fma_mix: neg_hi is abs, op_sel_hi selects f16
  Mai,      // VOP3P matrix op: cbsz/abid/blgp, AccVGPR dst and src2
  AccMove,  // v_accvgpr_read_b32 / v_accvgpr_write_b32: no modifiers
};

struct Vop3Profile {
  Vop3Kind kind = Vop3Kind::Vop3;
  int numSrcs = 0;               // source columns in use
  SrcMods mods[3] = {};          // per source column
  bool clamp = false;
  bool omod = false;
  bool opSel = false;            // VOP3 op_sel (src0..srcN-1 and dst)
  bool sdst = false;             // VOP3B: bits 14:8 are a scalar destination
  bool interp = false;           // Attr column: interpolation layout (see below)
  bool high = false;             // interpolation 'high' bit (VOP3 f16 interp)
};

// Encoding source field (0..2) of source column `col`. In the interpolation
// layout the attribute is in the src0 field and the interpolated value in the
// src1 field (Vega ISA "VOP3 Interp"; LLVM VOP3Interp_vi).
int vop3SrcField(const Vop3Profile& p, int col);

// Profile of the VOP3 form of a VOP1/VOP2/VOPC/VINTRP row, or of a VOP3 or
// VOP3P row.
Vop3Profile vop3Profile(const InstDesc& d);

// Scalar (non-packed) integer operand types.
bool isScalarInt(OpType t);

// Type of source column `col` (0..2) of a row.
inline OpType sourceType(const InstDesc& d, int col) {
  const OpType types[3] = {d.src0, d.src1, d.src2};
  return types[col];
}

// Registers an operand of `t` occupies in a 9-bit source or VDST field
// (at least one: immediates and Attr columns have no registers).
inline int registerCount(OpType t) { return dwordCount(t) ? dwordCount(t) : 1; }

}  // namespace gcnjit
